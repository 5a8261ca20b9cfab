import config from '@payload-config';
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes';
import { refusingInheritedNames } from '@/payload/inherited-slug';

export const GET = refusingInheritedNames(REST_GET(config));
export const POST = refusingInheritedNames(REST_POST(config));
export const DELETE = refusingInheritedNames(REST_DELETE(config));
export const PATCH = refusingInheritedNames(REST_PATCH(config));
export const PUT = refusingInheritedNames(REST_PUT(config));
export const OPTIONS = refusingInheritedNames(REST_OPTIONS(config));
