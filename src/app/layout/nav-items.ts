import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Main navigation in the spec's order. */
export const NAV_ITEMS = [
  { to: '/', label: msg`Home` },
  { to: '/noleggia', label: msg`Noleggio` },
  { to: '/tour', label: msg`Tour` },
  { to: '/eventi', label: msg`Eventi` },
  { to: '/gallery', label: msg`Galleria` },
  { to: '/contatti', label: msg`Contatti` },
  { to: '/modulistica', label: msg`Modulistica` },
] as const satisfies readonly { to: string; label: MessageDescriptor }[];
