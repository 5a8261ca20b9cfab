/** A product of the spec's "Item fields" as the tests send it in tracking events. */
export const itemFixture = {
  itemId: 'SKU-1',
  itemName: 'Aurora 52',
  itemBrand: 'Nordlicht',
  itemCategory: 'glasses',
  itemVariant: 'black',
  price: '129.00',
  quantity: '1',
  sale: 'false',
  badge: 'new',
  strikePrice: '',
};
