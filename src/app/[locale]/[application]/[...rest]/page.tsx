import { notFound } from 'next/navigation';

/** Any path no page claims answers 404 with the shop's 404 page. */
export default function UnknownPage() {
  notFound();
}
