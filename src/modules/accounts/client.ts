export { AddressFields, AddressLines, emptyAddress, type AddressValues } from './AddressFields';
export { LoginDisclosure } from './LoginDisclosure';
export { FormMessage } from './FormMessage';
