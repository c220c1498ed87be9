import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FactKind } from '@/content/experience';

export const FACT_LABELS: Readonly<Record<FactKind, MessageDescriptor>> = {
  date: msg`Data`,
  dates: msg({ message: 'Date', context: 'plural of data' }),
  time: msg`Orario`,
  location: msg`Luogo`,
  start: msg`Partenza`,
  duration: msg`Durata`,
  route: msg`Percorso`,
  distance: msg`Distanza`,
  elevation: msg`Dislivello`,
  groupSize: msg`Gruppo`,
  participants: msg`Partecipanti`,
  difficulty: msg`Difficoltà`,
  terrain: msg`Terreno`,
  minAge: msg`Età minima`,
  languages: msg`Lingue`,
  season: msg`Periodo`,
  price: msg`Prezzo`,
};
