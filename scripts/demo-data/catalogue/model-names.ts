import { integerBetween, pick } from '../random';

const STEMS = [
  'Aria',
  'Birk',
  'Cato',
  'Dune',
  'Elsa',
  'Fjord',
  'Greta',
  'Hugo',
  'Ines',
  'Juno',
  'Kai',
  'Linus',
  'Mara',
  'Nils',
  'Odin',
  'Pia',
  'Quinn',
  'Rhea',
  'Sven',
  'Tilda',
  'Ulla',
  'Vera',
  'Wim',
  'Ylva',
  'Zoe',
  'Arno',
  'Bea',
  'Clio',
  'Dag',
  'Eila',
  'Finn',
  'Gaia',
  'Hedda',
  'Ivo',
  'Jules',
  'Kira',
  'Lou',
  'Mika',
  'Noor',
  'Otto',
];

/** A model name such as "Fjord 2041", unique within `used`. */
export function modelName(random: () => number, used: Set<string>): string {
  for (;;) {
    const name = `${pick(random, STEMS)} ${integerBetween(random, 1000, 9899)}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}
