import type { AuthSession, SecondFactorMethod } from '@wealthlog/core';
import { Suspense, type ComponentType } from 'react';

/** The login page's second step (features/two-factor fills it). */
export interface SecondStepProps {
  challengeToken: string;
  /** What the login answer offered ("totp", "recovery", "passkey"). */
  methods: readonly SecondFactorMethod[];
  onSignedIn(session: AuthSession): void;
  /** The challenge ended or the user goes back: the first step again. */
  onRestart(): void;
}

/** "Use a passkey" inside the second step (features/passkeys fills it). */
export interface SecondStepPasskeyProps {
  challengeToken: string;
  onSignedIn(session: AuthSession): void;
  /** The challenge is over (used, expired, worn out): the form offers to start again. */
  onEnded(): void;
}

/**
 * Places where one feature shows another's part, by name, with the props each receives. A
 * feature never imports another (the import boundaries): the app layer fills each slot with a
 * lazily loaded component of the owning feature (app/slots.ts; a page's own slots in that page's
 * app module, e.g. app/admin-page.tsx), so a page holding a slot does not
 * grow the first download, and renders nothing where a slot is unfilled (isolated tests).
 */
export interface SlotProps {
  secondStep: SecondStepProps;
  'secondStep.passkey': SecondStepPasskeyProps;
  /** The dashboard's top: what needs the user's attention (features/home). */
  'dashboard.attention': Record<string, never>;
  /** The dashboard's card per area (features/home). */
  'dashboard.cards': Record<string, never>;
  /** The admin dashboard: the installation's security switches. */
  'admin.security': Record<string, never>;
  /** An admin's menu of actions on one user: items other features add. */
  'admin.userMenu': { userId: number; username: string };
}
export type SlotName = keyof SlotProps;

const filled: { [K in SlotName]?: ComponentType<SlotProps[K]> } = {};

export function fillSlot<K extends SlotName>(name: K, component: ComponentType<SlotProps[K]>) {
  (filled as Record<SlotName, unknown>)[name] = component;
}

export function hasSlot(name: SlotName): boolean {
  return filled[name] !== undefined;
}

/** Renders what fills `name` (nothing while its chunk loads, nothing if unfilled). */
export function Slot<K extends SlotName>({ name, props }: { name: K; props: SlotProps[K] }) {
  const Filled = filled[name] as ComponentType<SlotProps[K]> | undefined;
  if (!Filled) return null;
  return (
    <Suspense fallback={null}>
      <Filled {...props} />
    </Suspense>
  );
}
