import { inArray } from '@payloadcms/db-sqlite/drizzle';
import type { Payload } from 'payload';
import { CURRENCIES } from '../../../src/modules/catalogue/constants';
import { bulkDatabase, insertAll, selectRows, type Table, type Transaction } from '../bulk-database';
import type { DemoBrand } from './brands';
import type { PriceList, ProductRow } from './product-row';
import { brandDescriptions, productTexts } from './texts';

/** Price columns of a `prices` group: `<prefix>eur`, `<prefix>eurSale`, … (null when not on sale). */
function priceColumns(prefix: string, prices: PriceList | undefined): Record<string, number | null> {
  const columns: Record<string, number | null> = {};
  for (const currency of CURRENCIES) {
    const key = currency.toLowerCase();
    columns[`${prefix}${key}`] = prices?.[currency].regular ?? null;
    columns[`${prefix}${key}Sale`] = prices?.[currency].sale ?? null;
  }
  return columns;
}

function productColumns(row: ProductRow, now: string) {
  const lens = row.contactLens;
  return {
    id: row.id,
    kind: row.kind,
    brand: row.brand,
    model: row.model,
    popularity: row.popularity,
    arrivalDate: row.arrivalDate,
    ...priceColumns('frame_prices_', row.frame?.prices),
    frame_shape: row.frame?.shape ?? null,
    frame_material: row.frame?.material ?? null,
    frame_gender: row.frame?.gender ?? null,
    contactLens_lensType: lens?.lensType ?? null,
    contactLens_design: lens?.design ?? null,
    contactLens_lensParameters_baseCurves: lens?.baseCurves ?? null,
    contactLens_lensParameters_diameter: lens?.diameter ?? null,
    contactLens_lensParameters_sphereMin: lens?.sphereMin ?? null,
    contactLens_lensParameters_sphereMax: lens?.sphereMax ?? null,
    contactLens_lensParameters_sphereStep: lens?.sphereStep ?? null,
    contactLens_lensParameters_cylinders: lens?.cylinders ?? null,
    contactLens_lensParameters_axisStep: lens?.axisStep ?? null,
    contactLens_lensParameters_additions: lens?.additions ?? null,
    updatedAt: now,
    createdAt: now,
  };
}

async function replaceBrands(
  tx: Transaction,
  brands: Table,
  brandLocales: Table,
  rows: readonly DemoBrand[],
  now: string,
) {
  const ids = rows.map((brand) => brand.id);
  await tx.delete(brandLocales).where(inArray(brandLocales._parentID, ids));
  await tx.delete(brands).where(inArray(brands.id, ids));
  await insertAll(
    tx,
    brands,
    rows.map((brand) => ({ id: brand.id, name: brand.name, updatedAt: now, createdAt: now })),
  );
  await insertAll(
    tx,
    brandLocales,
    rows.flatMap((brand) =>
      Object.entries(brandDescriptions(brand)).map(([locale, description]) => ({
        _locale: locale,
        _parentID: brand.id,
        description,
      })),
    ),
  );
}

/** Bulk upsert of brands and products (with their localized texts): rows with the same ids are replaced. */
export async function upsertCatalogue(
  payload: Payload,
  brandRows: readonly DemoBrand[],
  productRows: ProductRow[],
): Promise<number> {
  const db = bulkDatabase(payload);
  const [
    brands,
    brandLocales,
    products,
    productLocales,
    badges,
    faceShapes,
    suitableFor,
    variants,
    packages,
  ] = [
    'brands',
    'brands_locales',
    'products',
    'products_locales',
    'products_badges',
    'products_frame_face_shapes',
    'products_frame_suitable_for',
    'products_frame_variants',
    'products_contact_lens_packages',
  ].map((name) => db.table(name)) as [Table, Table, Table, Table, Table, Table, Table, Table, Table];
  const brandById = new Map(brandRows.map((brand) => [brand.id, brand]));
  const ids = productRows.map((row) => row.id);
  const now = new Date().toISOString();
  await db.transaction(async (tx) => {
    for (const child of [productLocales, variants, packages])
      await tx.delete(child).where(inArray(child._parentID, ids));
    for (const child of [badges, faceShapes, suitableFor])
      await tx.delete(child).where(inArray(child.parent, ids));
    await tx.delete(products).where(inArray(products.id, ids));
    await replaceBrands(tx, brands, brandLocales, brandRows, now);
    await insertAll(
      tx,
      products,
      productRows.map((row) => productColumns(row, now)),
    );
    await insertAll(
      tx,
      productLocales,
      productRows.flatMap((row) => {
        const brand = brandById.get(row.brand);
        if (!brand) throw new Error(`Product ${row.id} names an unknown brand ${row.brand}`);
        return Object.entries(productTexts(row, brand)).map(([locale, texts]) => ({
          _locale: locale,
          _parentID: row.id,
          ...texts,
        }));
      }),
    );
    await insertAll(
      tx,
      badges,
      selectRows(productRows, (row) => row.badges),
    );
    await insertAll(
      tx,
      faceShapes,
      selectRows(productRows, (row) => row.frame?.faceShapes),
    );
    await insertAll(
      tx,
      suitableFor,
      selectRows(productRows, (row) => row.frame?.suitableFor),
    );
    await insertAll(
      tx,
      variants,
      productRows.flatMap((row) =>
        (row.frame?.variants ?? []).map((variant, order) => ({
          ...variant,
          _order: order + 1,
          _parentID: row.id,
        })),
      ),
    );
    await insertAll(
      tx,
      packages,
      productRows.flatMap((row) =>
        (row.contactLens?.packages ?? []).map((pack, order) => ({
          id: pack.id,
          lenses: pack.lenses,
          ...priceColumns('prices_', pack.prices),
          _order: order + 1,
          _parentID: row.id,
        })),
      ),
    );
  });
  return brandRows.length + productRows.length;
}
