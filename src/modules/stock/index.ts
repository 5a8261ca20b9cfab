export { stockNeeds, takeStock, returnStock, unitsOnHand, STOCK_TAG, type StockNeed } from './stock';
export { availabilityOfQuantity, SCHEMA_ORG_AVAILABILITY, type Availability } from './availability';
