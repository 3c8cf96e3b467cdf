import { type Area, mount } from '../../areas/area.js';
import { properties, propertyEntries, propertyValuations } from '../../db/schema/index.js';
import { propertyEntryWriter } from './entries.service.js';
import { propertyValues } from './real-estate.networth.js';
import { realEstateRoutes } from './real-estate.routes.js';
import { metricsOf } from './metrics.service.js';
import { listProperties } from './properties.service.js';

declare module '../../areas/services.js' {
  interface Services {
    /** GET /api/real-estate/properties and a property's metrics (the home's card). */
    properties: typeof listProperties;
    propertyMetrics: typeof metricsOf;
  }
}

/** Real estate: property values are a part of net worth; recurring rent and charges post here. */
export const realEstateArea: Area = {
  name: 'real-estate',
  routes: [mount('/real-estate', realEstateRoutes)],
  netWorthInputs: [propertyValues],
  propertyEntryWriter,
  backupKinds: [
    { kind: 'properties', table: properties, refs: { mediaIds: 'uploads' } },
    { kind: 'propertyValuations', table: propertyValuations },
    { kind: 'propertyEntries', table: propertyEntries },
  ],
  provides: () => ({ properties: listProperties, propertyMetrics: metricsOf }),
};
