import type { PostalRow } from '../../src/modules/opticians/geocoder';

/**
 * France is missing from the GeoNames postal folder and `@etalab/decoupage-administratif` is not installed:
 * a hand-made list of real French towns with their real postcodes and town-centre coordinates (a few hundred
 * metres off at worst, which the geocoder marks APPROXIMATE). Paris lists each arrondissement's centre.
 */
type Region =
  | 'Île-de-France'
  | 'Provence-Alpes-Côte d’Azur'
  | 'Auvergne-Rhône-Alpes'
  | 'Occitanie'
  | 'Pays de la Loire'
  | 'Grand Est'
  | 'Nouvelle-Aquitaine'
  | 'Hauts-de-France'
  | 'Bretagne'
  | 'Normandie'
  | 'Bourgogne-Franche-Comté'
  | 'Centre-Val de Loire'
  | 'Corse';

type Town = [place: string, region: Region, lat: number, lng: number, postcodes: string[]];

const PARIS_ARRONDISSEMENTS: Array<[postcode: string, lat: number, lng: number]> = [
  ['75001', 48.8625, 2.3364],
  ['75002', 48.8682, 2.3428],
  ['75003', 48.863, 2.3601],
  ['75004', 48.8543, 2.3576],
  ['75005', 48.8445, 2.3497],
  ['75006', 48.8491, 2.3328],
  ['75007', 48.8562, 2.3121],
  ['75008', 48.8727, 2.3125],
  ['75009', 48.877, 2.3375],
  ['75010', 48.8761, 2.3607],
  ['75011', 48.8591, 2.38],
  ['75012', 48.8396, 2.388],
  ['75013', 48.8283, 2.3623],
  ['75014', 48.8292, 2.3266],
  ['75015', 48.8401, 2.2934],
  ['75016', 48.8604, 2.262],
  ['75116', 48.8663, 2.2828],
  ['75017', 48.8873, 2.3068],
  ['75018', 48.8925, 2.3487],
  ['75019', 48.8871, 2.3848],
  ['75020', 48.8634, 2.4012],
];

const arrondissements = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => String(first + index).padStart(5, '0'));

const TOWNS: Town[] = [
  ['Marseille', 'Provence-Alpes-Côte d’Azur', 43.2965, 5.3698, arrondissements(13001, 16)],
  ['Lyon', 'Auvergne-Rhône-Alpes', 45.764, 4.8357, arrondissements(69001, 9)],
  ['Toulouse', 'Occitanie', 43.6047, 1.4442, ['31000', '31100', '31200', '31300', '31400', '31500']],
  ['Nice', 'Provence-Alpes-Côte d’Azur', 43.7102, 7.262, ['06000', '06100', '06200', '06300']],
  ['Nantes', 'Pays de la Loire', 47.2184, -1.5536, ['44000', '44100', '44200', '44300']],
  ['Montpellier', 'Occitanie', 43.6108, 3.8767, ['34000', '34070', '34080', '34090']],
  ['Strasbourg', 'Grand Est', 48.5734, 7.7521, ['67000', '67100', '67200']],
  ['Bordeaux', 'Nouvelle-Aquitaine', 44.8378, -0.5792, ['33000', '33100', '33200', '33300', '33800']],
  ['Lille', 'Hauts-de-France', 50.6292, 3.0573, ['59000', '59800']],
  ['Rennes', 'Bretagne', 48.1173, -1.6778, ['35000', '35200', '35700']],
  ['Reims', 'Grand Est', 49.2583, 4.0317, ['51100']],
  ['Le Havre', 'Normandie', 49.4938, 0.1077, ['76600', '76610', '76620']],
  ['Saint-Étienne', 'Auvergne-Rhône-Alpes', 45.4339, 4.39, ['42000', '42100']],
  ['Toulon', 'Provence-Alpes-Côte d’Azur', 43.1242, 5.928, ['83000', '83100', '83200']],
  ['Grenoble', 'Auvergne-Rhône-Alpes', 45.1885, 5.7245, ['38000', '38100']],
  ['Dijon', 'Bourgogne-Franche-Comté', 47.322, 5.0415, ['21000']],
  ['Angers', 'Pays de la Loire', 47.4739, -0.5541, ['49000', '49100']],
  ['Nîmes', 'Occitanie', 43.8367, 4.3601, ['30000', '30900']],
  ['Villeurbanne', 'Auvergne-Rhône-Alpes', 45.7719, 4.8902, ['69100']],
  ['Clermont-Ferrand', 'Auvergne-Rhône-Alpes', 45.7797, 3.0863, ['63000', '63100']],
  ['Le Mans', 'Pays de la Loire', 48.0061, 0.1996, ['72000', '72100']],
  ['Aix-en-Provence', 'Provence-Alpes-Côte d’Azur', 43.5283, 5.4497, ['13090', '13100']],
  ['Brest', 'Bretagne', 48.3903, -4.4863, ['29200']],
  ['Tours', 'Centre-Val de Loire', 47.3936, 0.6848, ['37000', '37100', '37200']],
  ['Amiens', 'Hauts-de-France', 49.8942, 2.2957, ['80000', '80080', '80090']],
  ['Limoges', 'Nouvelle-Aquitaine', 45.8336, 1.2611, ['87000', '87100', '87280']],
  ['Annecy', 'Auvergne-Rhône-Alpes', 45.8992, 6.1294, ['74000']],
  ['Perpignan', 'Occitanie', 42.6976, 2.8954, ['66000', '66100']],
  ['Metz', 'Grand Est', 49.1196, 6.1763, ['57000', '57050', '57070']],
  ['Besançon', 'Bourgogne-Franche-Comté', 47.238, 6.0244, ['25000']],
  ['Orléans', 'Centre-Val de Loire', 47.903, 1.9093, ['45000', '45100']],
  ['Rouen', 'Normandie', 49.4431, 1.0993, ['76000', '76100']],
  ['Mulhouse', 'Grand Est', 47.7508, 7.3359, ['68100', '68200']],
  ['Caen', 'Normandie', 49.1829, -0.3707, ['14000']],
  ['Nancy', 'Grand Est', 48.6921, 6.1844, ['54000', '54100']],
  ['Avignon', 'Provence-Alpes-Côte d’Azur', 43.9493, 4.8055, ['84000']],
  ['Poitiers', 'Nouvelle-Aquitaine', 46.5802, 0.3404, ['86000']],
  ['La Rochelle', 'Nouvelle-Aquitaine', 46.1603, -1.1511, ['17000']],
  ['Pau', 'Nouvelle-Aquitaine', 43.2951, -0.3708, ['64000']],
  ['Bayonne', 'Nouvelle-Aquitaine', 43.4933, -1.4753, ['64100']],
  ['Biarritz', 'Nouvelle-Aquitaine', 43.4832, -1.5586, ['64200']],
  ['Ajaccio', 'Corse', 41.9268, 8.7369, ['20000', '20090']],
  ['Colmar', 'Grand Est', 48.0794, 7.3585, ['68000']],
  ['Quimper', 'Bretagne', 47.996, -4.097, ['29000']],
  ['Valence', 'Auvergne-Rhône-Alpes', 44.9334, 4.8924, ['26000']],
  ['Chambéry', 'Auvergne-Rhône-Alpes', 45.5646, 5.9178, ['73000']],
  ['Troyes', 'Grand Est', 48.2973, 4.0744, ['10000']],
  ['Lorient', 'Bretagne', 47.7483, -3.37, ['56100']],
  ['Vannes', 'Bretagne', 47.6582, -2.7608, ['56000']],
  ['Saint-Malo', 'Bretagne', 48.6481, -2.0075, ['35400']],
  ['Cannes', 'Provence-Alpes-Côte d’Azur', 43.5528, 7.0174, ['06400', '06150']],
  ['Antibes', 'Provence-Alpes-Côte d’Azur', 43.5808, 7.1251, ['06600', '06160']],
  ['Béziers', 'Occitanie', 43.3442, 3.2158, ['34500']],
  ['Montauban', 'Occitanie', 44.0176, 1.3549, ['82000']],
  ['Niort', 'Nouvelle-Aquitaine', 46.3237, -0.4588, ['79000']],
  ['Calais', 'Hauts-de-France', 50.9513, 1.8587, ['62100']],
  ['Dunkerque', 'Hauts-de-France', 51.0343, 2.3768, ['59140', '59240']],
  ['Boulogne-Billancourt', 'Île-de-France', 48.8352, 2.241, ['92100']],
  ['Versailles', 'Île-de-France', 48.8014, 2.1301, ['78000']],
  ['Saint-Denis', 'Île-de-France', 48.9362, 2.3574, ['93200']],
  ['Argenteuil', 'Île-de-France', 48.9472, 2.2467, ['95100']],
  ['Montreuil', 'Île-de-France', 48.8638, 2.4485, ['93100']],
];

export const FRENCH_POSTAL_ROWS: PostalRow[] = [
  ...PARIS_ARRONDISSEMENTS.map(([postcode, lat, lng]) => ({
    postcode,
    place: 'Paris',
    admin: 'Île-de-France',
    lat,
    lng,
  })),
  ...TOWNS.flatMap(([place, admin, lat, lng, postcodes]) =>
    postcodes.map((postcode) => ({ postcode, place, admin, lat, lng })),
  ),
];
