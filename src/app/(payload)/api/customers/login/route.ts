import { closedPayloadEndpoint } from '@/modules/accounts';

export const POST = closedPayloadEndpoint;
