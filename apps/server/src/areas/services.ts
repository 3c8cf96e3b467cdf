/**
 * What areas lend one another (modules never import one another): each providing area adds its
 * entry to this interface from its own `<area>.area.ts` (`declare module '../../areas/services.js'`),
 * typed by its own code, and returns it from `provides`; a consuming area asks for it by name.
 * Types stay checked on both sides without the consumer importing the provider.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each provider's declaration merging
export interface Services {}

export type ServiceName = keyof Services;

export interface ServiceLookup {
  /** The service `name` (throws while the app is built when no area provides it). */
  need<K extends ServiceName>(name: K): Services[K];
}

/** The lookup over what each area provides; a name provided twice is refused. */
export function serviceLookup(provided: readonly { area: string; services: Partial<Services> }[]) {
  const byName = new Map<string, { area: string; value: unknown }>();
  for (const { area, services } of provided) {
    for (const [name, value] of Object.entries(services)) {
      const first = byName.get(name);
      if (first) throw new Error(`Service ${name} is provided by ${first.area} and ${area}`);
      byName.set(name, { area, value });
    }
  }
  const lookup: ServiceLookup = {
    need(name) {
      const found = byName.get(name);
      if (!found) throw new Error(`No area provides the service ${name}`);
      return found.value as Services[typeof name];
    },
  };
  return lookup;
}
