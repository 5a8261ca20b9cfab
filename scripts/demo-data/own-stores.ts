import { timeZoneOf, type Country } from '../../src/platform/locale/locales';
import { pick, seededRandom } from './random';
import { OWN_STORE_TOWNS } from './towns';

export interface OpticianRow {
  id: string;
  name: string;
  opticianType: 'MSXStore' | 'Partner';
  street: string;
  postalCode: string;
  city: string;
  country: Country;
  latitude: number;
  longitude: number;
  timeZone: string;
  phone: string;
  email: string;
  openingHours: Array<{ id: string; weekday: string; opens: string; closes: string }>;
}

const STREETS: Record<Country, string[]> = {
  de: ['Hauptstraße', 'Bahnhofstraße', 'Marktplatz', 'Schillerstraße', 'Königstraße'],
  at: ['Kärntner Straße', 'Herrengasse', 'Mariahilfer Straße', 'Landstraße'],
  ch: ['Bahnhofstrasse', 'Marktgasse', 'Rue du Rhône', 'Limmatquai'],
  nl: ['Kalverstraat', 'Oudegracht', 'Hoogstraat', 'Marktstraat'],
  fr: ['Rue de Rivoli', 'Rue de la République', 'Avenue Jean Jaurès', 'Rue Victor Hugo'],
  es: ['Calle Mayor', 'Gran Vía', 'Calle de Preciados', 'Passeig de Gràcia'],
  se: ['Drottninggatan', 'Kungsgatan', 'Storgatan', 'Vasagatan'],
  no: ['Karl Johans gate', 'Storgata', 'Torggata', 'Strandgaten'],
  fi: ['Aleksanterinkatu', 'Hämeenkatu', 'Mannerheimintie', 'Kauppakatu'],
  gb: ['Oxford Street', 'Market Street', 'High Street', 'King Street'],
};

const DIAL_CODES: Record<Country, string> = {
  de: '+49', at: '+43', ch: '+41', nl: '+31', fr: '+33', es: '+34', se: '+46', no: '+47', fi: '+358', gb: '+44',
};

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

function slug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The retailer's own stores (MSXStore), one per listed town; open Monday to Saturday, closed Sunday. */
export function generateOwnStores(seed = 2026): OpticianRow[] {
  const random = seededRandom(seed);
  return OWN_STORE_TOWNS.map((town) => {
    const id = `msx-${town.country}-${slug(town.city)}`;
    const late = random() < 0.5;
    return {
      id,
      name: `Eyewear Shop ${town.city}`,
      opticianType: 'MSXStore',
      street: `${pick(random, STREETS[town.country])} ${1 + Math.floor(random() * 120)}`,
      postalCode: town.postalCode,
      city: town.city,
      country: town.country,
      latitude: town.latitude,
      longitude: town.longitude,
      timeZone: timeZoneOf(town.country),
      phone: `${DIAL_CODES[town.country]} ${String(100000000 + Math.floor(random() * 899999999))}`,
      email: `${slug(town.city)}@stores.eyewear-shop.example`,
      openingHours: WEEKDAYS.map((weekday, index) => ({
        id: `${id}-${weekday}`,
        weekday,
        opens: weekday === 'saturday' ? '10:00' : '09:30',
        closes: weekday === 'saturday' ? '18:00' : late && index === 3 ? '20:00' : '19:00',
      })),
    };
  });
}
