import { handleEngagement, methodNotAllowed } from '@/modules/personalisation';

export const dynamic = 'force-dynamic';

export const POST = handleEngagement;
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
