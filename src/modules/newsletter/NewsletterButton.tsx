'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { trackSafely } from '@/modules/tracking';
import { Modal } from '@/ui/Modal';
import { NEWSLETTER_LEGAL_LINKS } from './newsletter-links';

/** Loaded when the modal first opens: the button is on every page, the form is needed by few. */
const NewsletterForm = dynamic(() => import('./NewsletterForm').then((module) => module.NewsletterForm));

const MODAL_TYPE = 'newsletter';

/** A button that opens the newsletter sign-up in a modal (the floating "10%" button, a content teaser's button). */
export function NewsletterModalButton({
  label,
  ariaLabel,
  className,
}: {
  label: string;
  ariaLabel?: string;
  className: string;
}) {
  const t = useTranslations('newsletter');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          trackSafely({ eventType: 'MODAL_OPEN', modalType: MODAL_TYPE }, 'newsletter modal');
        }}
        aria-label={ariaLabel}
        className={className}
      >
        {label}
      </button>
      <Modal
        open={open}
        title={t('modalTitle')}
        closeLabel={t('close')}
        onClose={() => {
          setOpen(false);
          trackSafely({ eventType: 'MODAL_CLOSE', modalType: MODAL_TYPE }, 'newsletter modal');
        }}
      >
        <NewsletterForm source="modal" legal={NEWSLETTER_LEGAL_LINKS} />
      </Modal>
    </>
  );
}

/** The floating "10%" button of every page (not the newsletter page itself): the sign-up in a modal. */
export function NewsletterButton() {
  const t = useTranslations('newsletter');
  if (usePathname()?.endsWith('/newsletter')) return null;
  return (
    <NewsletterModalButton
      label={t('button')}
      ariaLabel={t('buttonLabel')}
      className="fixed right-4 bottom-4 z-40 h-14 w-14 rounded-full bg-brand text-lg font-bold text-white shadow-lg hover:bg-brand-dark"
    />
  );
}
