/** A bought line as the order keeps it: the price it was bought at and what it was. */
export interface OrderLine {
  cartLineId: string;
  sku: string;
  productId: string;
  brandId: string;
  name: string;
  brandName: string;
  variant: string;
  details: string[];
  href: string;
  imagePath: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}
