import type { UspBarBlock } from '@/payload/payload-types';
import { componentMarks } from '@/ui/block-marks';

type Icon = UspBarBlock['items'][number]['icon'];

/** Simple line icons (24×24), decorative: the text says it all. */
const ICON_PATHS: Record<Icon, string> = {
  eyeTest: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  moneyBack: 'M4 7h16v10H4zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM1 4l3 3-3 3',
  delivery:
    'M1 6h13v10H1zM14 10h4l4 4v2h-8M5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm12 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  opticians: 'M12 22s7-7 7-12a7 7 0 1 0-14 0c0 5 7 12 7 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  tryOn: 'M3 8V5h3M21 8V5h-3M3 16v3h3M21 16v3h-3M6 12h4l2 2 2-2h4',
  voucher: 'M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4ZM9 9l6 6M9.5 14.5h0M14.5 9.5h0',
};

export function UspBarBlockView({ block }: { block: UspBarBlock }) {
  return (
    <div {...componentMarks('usp_bar', block.tracking)} className="my-6 rounded-lg bg-mist px-4 py-3">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-flow-col lg:grid-cols-none">
        {block.items.map((item, index) => (
          <li key={item.id ?? index} className="flex items-center gap-2 text-sm font-semibold">
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              className="shrink-0 fill-none stroke-brand-dark stroke-2"
            >
              <path d={ICON_PATHS[item.icon]} />
            </svg>
            {item.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
