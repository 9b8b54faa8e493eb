// The content service's generic document model (SPEC §1): id, uid, type, language, tags and slices with a slice type.
// Built on @prismicio/client's own value types, so a document read here is the document its helpers take.
import type { AnyRegularField, PrismicDocument, Slice, SliceZone } from '@prismicio/client';

type Fields = Record<string, AnyRegularField>;

/** One slice of a document's slice zone: `slice_type` names what it is; `primary` and `items` hold its fields. */
export type ContentSlice<SliceType extends string = string> = Slice<SliceType, Fields, Fields>;

/** The fields of a document: any the site defines, and a slice zone under `slices` where it has one. */
export type ContentData = Fields & { slices?: SliceZone<ContentSlice> };

/**
 * A document as the content API returns it: `id`, `uid`, `type`, `lang`, `tags`, `data.slices`, and the header fields
 * (`alternate_languages`, publication dates, `url` when the client was given routes).
 */
export type ContentDocument<Type extends string = string> = PrismicDocument<ContentData, Type, string>;
