import { NextResponse } from 'next/server';

/** Answers about one visitor: never stored by a shared cache. */
export const PRIVATE_NO_STORE = { 'cache-control': 'private, no-store' };

/** A visitor's JSON answer in the reader's language. */
export const privateJson = (body: unknown, status: number, locale: string) =>
  NextResponse.json(body, { status, headers: { ...PRIVATE_NO_STORE, 'content-language': locale } });
