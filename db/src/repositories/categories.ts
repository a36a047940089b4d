import { asc, eq } from 'drizzle-orm';
import type { Category } from '@lumen/contract';
import type { Database } from '../database.ts';
import { categories } from '../schema.ts';

const columns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  iconName: categories.iconName,
  thumbnailUrl: categories.thumbnailUrl,
};

export async function listCategories(db: Database): Promise<Category[]> {
  return db.select(columns).from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
}

export async function updateCategoryThumbnail(
  db: Database,
  id: number,
  thumbnailUrl: string | null,
): Promise<Category | null> {
  const [row] = await db
    .update(categories)
    .set({ thumbnailUrl })
    .where(eq(categories.id, id))
    .returning(columns);
  return row ?? null;
}

/** The name of the category with this slug, or null. */
export async function findCategoryName(db: Database, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.slug, slug));
  return row?.name ?? null;
}

/** The name of the category with this id, or null. */
export async function findCategoryNameById(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, id));
  return row?.name ?? null;
}
