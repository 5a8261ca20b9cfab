import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES, type LocaleCode } from '../../../src/platform/locale/locales';
import type { DemoBrand } from './brands';
import type { ProductRow } from './product-row';

type Vocabulary = Record<string, Record<string, string>>;

const vocabularies = new Map<LocaleCode, Vocabulary>();

/** The shop's own catalogue messages, so the demo texts name shapes and colours as the filters do. */
function vocabulary(locale: LocaleCode): Vocabulary {
  let found = vocabularies.get(locale);
  if (!found) {
    const file = path.resolve('messages', locale, 'catalogue.json');
    found = JSON.parse(readFileSync(file, 'utf8')) as Vocabulary;
    vocabularies.set(locale, found);
  }
  return found;
}

function list(locale: LocaleCode, items: string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

interface FrameWords {
  kind: string;
  brand: string;
  model: string;
  shape: string;
  material: string;
  gender: string;
  colours: string;
  faces: string;
  sizes: number;
}

type Language = 'de' | 'en' | 'nl' | 'fr' | 'es' | 'sv' | 'no' | 'fi';

/** Per language: sentences built around quoted labels, so no grammatical agreement is needed. */
const FRAME_DESCRIPTIONS: Record<Language, (w: FrameWords) => string> = {
  de: (w) =>
    `${w.brand} ${w.model}: ${w.kind} in der Form „${w.shape}“ aus ${w.material}, Kollektion ${w.gender}. Erhältlich in ${w.colours}${w.sizes > 1 ? ' und zwei Rahmengrößen' : ''}. Empfohlen bei: ${w.faces}.`,
  en: (w) =>
    `${w.brand} ${w.model}: ${w.shape.toLowerCase()}-shaped ${w.kind.toLowerCase()} in ${w.material.toLowerCase()}. Collection: ${w.gender}. Available in ${w.colours.toLowerCase()}${w.sizes > 1 ? ' and two frame sizes' : ''}. Recommended for: ${w.faces.toLowerCase()}.`,
  nl: (w) =>
    `${w.brand} ${w.model}: ${w.kind.toLowerCase()} in de vorm „${w.shape}” van ${w.material.toLowerCase()}, collectie ${w.gender.toLowerCase()}. Verkrijgbaar in ${w.colours.toLowerCase()}${w.sizes > 1 ? ' en twee montuurmaten' : ''}. Aanbevolen bij: ${w.faces.toLowerCase()}.`,
  fr: (w) =>
    `${w.brand} ${w.model} : ${w.kind.toLowerCase()} de forme « ${w.shape} » en ${w.material.toLowerCase()}, collection ${w.gender.toLowerCase()}. Disponible en ${w.colours.toLowerCase()}${w.sizes > 1 ? ' et en deux tailles' : ''}. Recommandée pour : ${w.faces.toLowerCase()}.`,
  es: (w) =>
    `${w.brand} ${w.model}: ${w.kind.toLowerCase()} de forma «${w.shape}» en ${w.material.toLowerCase()}, colección ${w.gender.toLowerCase()}. Disponible en ${w.colours.toLowerCase()}${w.sizes > 1 ? ' y en dos tallas' : ''}. Recomendada para: ${w.faces.toLowerCase()}.`,
  sv: (w) =>
    `${w.brand} ${w.model}: ${w.kind.toLowerCase()} i formen ”${w.shape}” av ${w.material.toLowerCase()}, kollektion ${w.gender.toLowerCase()}. Finns i ${w.colours.toLowerCase()}${w.sizes > 1 ? ' och två bågstorlekar' : ''}. Rekommenderas för: ${w.faces.toLowerCase()}.`,
  no: (w) =>
    `${w.brand} ${w.model}: ${w.kind.toLowerCase()} i formen «${w.shape}» av ${w.material.toLowerCase()}, kolleksjon ${w.gender.toLowerCase()}. Fås i ${w.colours.toLowerCase()}${w.sizes > 1 ? ' og to innfatningsstørrelser' : ''}. Anbefalt for: ${w.faces.toLowerCase()}.`,
  fi: (w) =>
    `${w.brand} ${w.model}: ${w.kind.toLowerCase()}, muoto ”${w.shape}”, materiaali ${w.material.toLowerCase()}, mallisto ${w.gender.toLowerCase()}. Värit: ${w.colours.toLowerCase()}${w.sizes > 1 ? ', kaksi kehyskokoa' : ''}. Suositellaan: ${w.faces.toLowerCase()}.`,
};

interface LensWords {
  brand: string;
  model: string;
  lensType: string;
  design: string;
  packages: string;
  baseCurves: string;
  diameter: string;
}

const LENS_DESCRIPTIONS: Record<Language, (w: LensWords) => string> = {
  de: (w) =>
    `${w.brand} ${w.model}: ${w.lensType}, ${w.design}. Packungen mit ${w.packages} Linsen. BC ${w.baseCurves}, DIA ${w.diameter}.`,
  en: (w) =>
    `${w.brand} ${w.model}: ${w.lensType.toLowerCase()}, ${w.design.toLowerCase()}. Packs of ${w.packages} lenses. BC ${w.baseCurves}, DIA ${w.diameter}.`,
  nl: (w) =>
    `${w.brand} ${w.model}: ${w.lensType.toLowerCase()}, ${w.design.toLowerCase()}. Verpakkingen met ${w.packages} lenzen. BC ${w.baseCurves}, DIA ${w.diameter}.`,
  fr: (w) =>
    `${w.brand} ${w.model} : ${w.lensType.toLowerCase()}, ${w.design.toLowerCase()}. Boîtes de ${w.packages} lentilles. BC ${w.baseCurves}, DIA ${w.diameter}.`,
  es: (w) =>
    `${w.brand} ${w.model}: ${w.lensType.toLowerCase()}, ${w.design.toLowerCase()}. Cajas de ${w.packages} lentillas. BC ${w.baseCurves}, DIA ${w.diameter}.`,
  sv: (w) =>
    `${w.brand} ${w.model}: ${w.lensType.toLowerCase()}, ${w.design.toLowerCase()}. Förpackningar med ${w.packages} linser. BC ${w.baseCurves}, DIA ${w.diameter}.`,
  no: (w) =>
    `${w.brand} ${w.model}: ${w.lensType.toLowerCase()}, ${w.design.toLowerCase()}. Pakninger med ${w.packages} linser. BC ${w.baseCurves}, DIA ${w.diameter}.`,
  fi: (w) =>
    `${w.brand} ${w.model}: ${w.lensType.toLowerCase()}, ${w.design.toLowerCase()}. Pakkauksissa ${w.packages} linssiä. BC ${w.baseCurves}, DIA ${w.diameter}.`,
};

/** "Origin: country" avoids the article some country names need ("aus der Schweiz", "the Netherlands"). */
const BRAND_DESCRIPTIONS: Record<Language, (name: string, country: string) => string> = {
  de: (name, country) =>
    `${name}: klare Linien, sorgfältige Verarbeitung und Modelle für jeden Tag. Herkunft: ${country}.`,
  en: (name, country) =>
    `${name}: clean lines, careful craftsmanship and designs for every day. Origin: ${country}.`,
  nl: (name, country) =>
    `${name}: strakke lijnen, zorgvuldige afwerking en modellen voor elke dag. Herkomst: ${country}.`,
  fr: (name, country) =>
    `${name} : lignes épurées, finitions soignées et modèles pour tous les jours. Origine : ${country}.`,
  es: (name, country) =>
    `${name}: líneas limpias, acabados cuidados y modelos para cada día. Origen: ${country}.`,
  sv: (name, country) =>
    `${name}: rena linjer, omsorgsfullt hantverk och modeller för varje dag. Ursprung: ${country}.`,
  no: (name, country) =>
    `${name}: rene linjer, nøye håndverk og modeller for hver dag. Opprinnelse: ${country}.`,
  fi: (name, country) =>
    `${name}: selkeät linjat, huolellinen viimeistely ja malleja joka päivään. Alkuperämaa: ${country}.`,
};

function languageOf(locale: LocaleCode): Language {
  return locale.slice(0, 2) as Language;
}

function swiss(locale: LocaleCode, text: string): string {
  return locale === 'de-CH' ? text.replaceAll('ß', 'ss') : text;
}

export type LocalizedTexts = Record<LocaleCode, { name: string; description: string }>;

export function productTexts(product: ProductRow, brand: DemoBrand): LocalizedTexts {
  const entries = SUPPORTED_LOCALES.map((locale) => {
    const words = vocabulary(locale);
    const language = languageOf(locale);
    const name = `${brand.name} ${product.model}`;
    let description: string;
    if (product.frame) {
      const frame = product.frame;
      const colours = [...new Set(frame.variants.map((variant) => words.colour![variant.colour]!))];
      description = FRAME_DESCRIPTIONS[language]({
        kind: words.kind![product.kind]!,
        brand: brand.name,
        model: product.model,
        shape: words.shape![frame.shape]!,
        material: words.material![frame.material]!,
        gender: words.gender![frame.gender]!,
        colours: list(locale, colours),
        faces: list(
          locale,
          frame.faceShapes.map((face) => words.faceShape![face]!),
        ),
        sizes: new Set(frame.variants.map((variant) => variant.lensWidth)).size,
      });
    } else {
      const lens = product.contactLens!;
      description = LENS_DESCRIPTIONS[language]({
        brand: brand.name,
        model: product.model,
        lensType: words.lensType![lens.lensType]!,
        design: words.design![lens.design]!,
        packages: list(
          locale,
          lens.packages.map((pack) => String(pack.lenses)),
        ),
        baseCurves: lens.baseCurves,
        diameter: new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(lens.diameter),
      });
    }
    return [locale, { name, description: swiss(locale, description) }] as const;
  });
  return Object.fromEntries(entries) as LocalizedTexts;
}

export function brandDescriptions(brand: DemoBrand): Record<LocaleCode, string> {
  const entries = SUPPORTED_LOCALES.map((locale) => {
    const country = new Intl.DisplayNames([locale], { type: 'region' }).of(brand.origin) ?? brand.origin;
    return [locale, swiss(locale, BRAND_DESCRIPTIONS[languageOf(locale)](brand.name, country))] as const;
  });
  return Object.fromEntries(entries) as Record<LocaleCode, string>;
}
