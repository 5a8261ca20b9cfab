import config from '@payload-config';
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes';
import { writingInTheDefaultLocale } from '@/payload/rest-default-locale';
import { refusingUnreadableRequests } from '@/payload/rest-request-guard';

export const GET = refusingUnreadableRequests(REST_GET(config));
export const POST = refusingUnreadableRequests(writingInTheDefaultLocale(REST_POST(config)));
export const DELETE = refusingUnreadableRequests(REST_DELETE(config));
export const PATCH = refusingUnreadableRequests(writingInTheDefaultLocale(REST_PATCH(config)));
export const PUT = refusingUnreadableRequests(writingInTheDefaultLocale(REST_PUT(config)));
export const OPTIONS = refusingUnreadableRequests(REST_OPTIONS(config));
