/** The domain of an e-mail address: `shop.example` of `service@shop.example`. */
export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);
