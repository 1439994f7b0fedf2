import {
  createMediaItemBodySchema,
  type CreateMediaItemBody,
  detectPlatform,
  type MediaItem,
  mediaLinkSchema,
  type MediaType,
} from '@pear/contract';

/** What the Add / Edit form holds: the text as typed ('' for no thumbnail). */
export type MediaFormValues = { type: MediaType; title: string; url: string; thumbnailUrl: string };

export type MediaFormErrors = Partial<Record<'title' | 'url' | 'thumbnailUrl', string>>;

export const EMPTY_MEDIA_FORM: MediaFormValues = { type: 'Podcast', title: '', url: '', thumbnailUrl: '' };

export const formValuesOf = (item: MediaItem): MediaFormValues => ({
  type: item.type,
  title: item.title,
  url: item.url,
  thumbnailUrl: item.thumbnailUrl ?? '',
});

/** The form's fields read the way the API takes them: trimmed, no thumbnail as null. */
const candidateOf = (values: MediaFormValues) => ({
  type: values.type,
  title: values.title,
  url: values.url.trim(),
  thumbnailUrl: values.thumbnailUrl.trim() || null,
});

/** "thumbnailUrl must be an https:// image address" under its field reads "Must be an https:// image address". */
const underLabel = (message: string): string => {
  const rest = message.replace(/^\S+ /, '');
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
};

/**
 * The body to send, or what is wrong with each field, checked by the contract's own schema so the form says what the
 * server would (the server still decides: a duplicate link or a full list is only known there).
 */
export function readMediaForm(
  values: MediaFormValues,
): { body: CreateMediaItemBody; errors: null } | { body: null; errors: MediaFormErrors } {
  const parsed = createMediaItemBodySchema.safeParse(candidateOf(values));
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: MediaFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'title' || field === 'url' || field === 'thumbnailUrl') && !errors[field]) {
      errors[field] = underLabel(issue.message);
    }
  }
  return { body: null, errors };
}

/** The platform the server will record for what is typed so far, once it is a link the server would take. */
export function platformPreview(url: string): string | null {
  const link = url.trim();
  return mediaLinkSchema.safeParse(link).success ? detectPlatform(link) : null;
}

/** The ids in their new order after moving the one at `index` by `offset` (−1 up, +1 down); null past either end. */
export function movedOrder(ids: readonly string[], index: number, offset: -1 | 1): string[] | null {
  const target = index + offset;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
