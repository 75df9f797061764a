// The labels files can carry. In Drive an administrator defines them with the Drive Labels API, which the
// sandbox does not serve, so the sandbox has a fixed catalog instead (data/demo-labels.json): a "Review"
// label with a selection field and a user field, a "Contract" label with text, integer and date fields.
import { z } from 'zod';
import catalog from './data/demo-labels.json';

const Choice = z.object({ id: z.string(), name: z.string() });

const CatalogField = z.discriminatedUnion('valueType', [
  z.object({
    id: z.string(),
    name: z.string(),
    valueType: z.literal('selection'),
    choices: z.array(Choice).min(1),
    multiple: z.boolean().optional(),
  }),
  z.object({
    id: z.string(),
    name: z.string(),
    valueType: z.literal('user'),
    multiple: z.boolean().optional(),
  }),
  z.object({ id: z.string(), name: z.string(), valueType: z.literal('text'), maxLength: z.number().int() }),
  z.object({
    id: z.string(),
    name: z.string(),
    valueType: z.literal('integer'),
    minValue: z.number().int().optional(),
    maxValue: z.number().int().optional(),
  }),
  z.object({ id: z.string(), name: z.string(), valueType: z.literal('dateString') }),
]);
export type CatalogField = z.infer<typeof CatalogField>;

const CatalogLabel = z.object({
  id: z.string(),
  revisionId: z.string(),
  title: z.string(),
  fields: z.array(CatalogField),
});
export type CatalogLabel = z.infer<typeof CatalogLabel>;

const LABELS = z.object({ labels: z.array(CatalogLabel) }).parse(catalog).labels;

/** The catalog's label with this ID; undefined for one nobody defined. */
export function catalogLabel(id: string): CatalogLabel | undefined {
  return LABELS.find((label) => label.id === id);
}

/** The label's field with this ID. */
export function catalogField(label: CatalogLabel, fieldId: string): CatalogField | undefined {
  return label.fields.find((field) => field.id === fieldId);
}

/** How many values the field holds at most: selection and user fields may take several. */
export function takesMany(field: CatalogField): boolean {
  return (field.valueType === 'selection' || field.valueType === 'user') && field.multiple === true;
}
