import type { Country } from '../../src/platform/locale/locales';
import { list } from './list';
import { pick } from './random';
import { swissLanguage } from './swiss-language';

/**
 * Fictional optician names in each country's style, made of common surnames and shop words; any likeness
 * to a real business is chance. `{name}` is a surname, `{town}` the town.
 */
interface NameStyle {
  surnames: string[];
  patterns: string[];
}

const GERMAN: NameStyle = {
  surnames: list(
    'Schneider, Huber, Becker, Wagner, Hoffmann, Schulz, Koch, Richter, Klein, Wolf, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hartmann, Lange, Werner, Krause, Lehmann, Köhler, Maier, Fuchs, Vogel, Keller, Winkler, Sommer, Brandt, Roth, Baumann',
  ),
  patterns: list(
    'Optik {name}, Brillen {name}, Augenoptik {name}, {name} Augenoptik, Brillenhaus {name}, Optik {name} {town}, Sehzentrum {name}',
  ),
};

const STYLES: Record<Exclude<Country, 'ch'> | 'chFrench' | 'chItalian', NameStyle> = {
  de: GERMAN,
  at: {
    surnames: list(
      'Gruber, Huber, Bauer, Wagner, Pichler, Steiner, Moser, Mayer, Hofer, Leitner, Berger, Fuchs, Eder, Fischer, Schmid, Winkler, Weber, Reiter, Mayr, Brunner, Lang, Baumgartner',
    ),
    patterns: GERMAN.patterns,
  },
  chFrench: {
    surnames: list('Favre, Rochat, Bonvin, Perret, Dubois, Chevalley, Blanc, Berset, Jaquet, Monnier'),
    patterns: ['Optique {name}', '{name} Opticiens', 'Optique du Centre {town}', 'Lunetterie {name}'],
  },
  chItalian: {
    surnames: list('Bernasconi, Rossi, Ferrari, Pedrazzini, Galli, Ghisletta, Bianchi, Fontana'),
    patterns: ['Ottica {name}', 'Ottica {town}', '{name} Ottici'],
  },
  nl: {
    surnames: list(
      'de Vries, Jansen, van Dijk, Bakker, Visser, Smit, Meijer, de Boer, Mulder, de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, Brouwer, de Wit, Dijkstra, Smits',
    ),
    patterns: list('Optiek {name}, {name} Opticiens, Brillenhuis {name}, Oogzorg {name}, Optiek {town}'),
  },
  fr: {
    surnames: list(
      'Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Simon, Laurent, Lefebvre, Michel, David, Bertrand, Roux, Vincent, Fournier, Morel, Girard, Mercier',
    ),
    patterns: list(
      'Optique {name}, {name} Opticiens, Lunetterie {name}, Optique du Marché {town}, Atelier Optique {name}',
    ),
  },
  es: {
    surnames: list(
      'García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, Martín, Jiménez, Ruiz, Hernández, Díaz, Moreno, Álvarez, Muñoz, Romero, Navarro, Torres',
    ),
    patterns: list(
      'Óptica {name}, Ópticas {name}, Centro Óptico {name}, Óptica {town} Centro, Visión {name}',
    ),
  },
  se: {
    surnames: list(
      'Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Olsson, Persson, Svensson, Gustafsson, Pettersson, Lindberg, Lindqvist, Berg, Holm',
    ),
    patterns: list(
      'Optiker {name}, {name}s Optik, Synstudion {town}, Glasögonhörnan {town}, Ögonoptik {name}',
    ),
  },
  no: {
    surnames: list(
      'Hansen, Johansen, Olsen, Larsen, Andersen, Pedersen, Nilsen, Kristiansen, Jensen, Karlsen, Berg, Haugen, Hagen, Bakken, Dahl',
    ),
    patterns: list(
      'Optiker {name}, {name} Optikk, Brillestua {town}, Synsverkstedet {town}, Optikerhuset {name}',
    ),
  },
  fi: {
    surnames: list(
      'Korhonen, Virtanen, Mäkinen, Nieminen, Mäkelä, Hämäläinen, Laine, Heikkinen, Koskinen, Järvinen, Lehtonen, Lehtinen, Saarinen, Salminen, Heinonen',
    ),
    patterns: list(
      'Optiikka {name}, Optikko {name}, Silmäpiste {town}, Näkötalo {town}, Silmälasiliike {name}',
    ),
  },
  gb: {
    surnames: list(
      'Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, Thompson, Evans, Walker, White, Roberts, Green, Hall, Wood, Jackson, Clarke',
    ),
    patterns: list(
      '{name} Opticians, {name} & {other} Optometrists, {town} Eyecare, {name} Eye Care, The {town} Eye Centre',
    ),
  },
};

/** Swiss shops are named in their town's language. */
function styleOf(country: Country, postcode: string): NameStyle {
  if (country !== 'ch') return STYLES[country];
  return { de: GERMAN, fr: STYLES.chFrench, it: STYLES.chItalian }[swissLanguage(postcode)];
}

export function partnerName(random: () => number, country: Country, city: string, postcode: string): string {
  const style = styleOf(country, postcode);
  return pick(random, style.patterns)
    .replace('{name}', pick(random, style.surnames))
    .replace('{other}', pick(random, style.surnames))
    .replace('{town}', city);
}
