'use client';

import { useRouter } from 'next/navigation';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { trackSafely } from '@/modules/tracking';

function navigate(form: HTMLFormElement, push: (href: string) => void) {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  }
  const search = params.toString();
  push(`${window.location.pathname}${search ? `?${search}` : ''}`);
}

/** The filter form: a checkbox change is tracked and applied at once; the price inputs apply on submit. */
export function FilterForm({ label, children }: { label: string; children: ReactNode }) {
  const router = useRouter();
  const push = (href: string) => router.push(href, { scroll: false });

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'checkbox') return;
    trackSafely(
      {
        eventType: input.checked ? 'SELECT_FILTER' : 'UNSELECT_FILTER',
        filterCategory: input.name,
        filterSelection: input.value,
      },
      'filter change',
    );
    navigate(event.currentTarget, push);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(event.currentTarget, push);
  };

  return (
    <form method="get" onChange={onChange} onSubmit={onSubmit} aria-label={label} className="text-sm">
      {children}
    </form>
  );
}
