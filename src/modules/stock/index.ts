export { stockNeeds, takeStock, returnStock, unitsOnHand, type StockNeed } from './stock';
export { availabilityOfQuantity, SCHEMA_ORG_AVAILABILITY, type Availability } from './availability';
