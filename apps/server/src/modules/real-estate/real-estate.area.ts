import { type Area, mount } from '../../areas/area.js';
import { propertyEntryWriter } from './entries.service.js';
import { propertyValues } from './real-estate.networth.js';
import { realEstateRoutes } from './real-estate.routes.js';

/** Real estate: property values are a part of net worth; recurring rent and charges post here. */
export const realEstateArea: Area = {
  name: 'real-estate',
  routes: [mount('/real-estate', realEstateRoutes)],
  netWorthInputs: [propertyValues],
  propertyEntryWriter,
};
