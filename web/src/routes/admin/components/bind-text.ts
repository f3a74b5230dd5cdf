/** The fields of a form that hold text (or may be left out). */
type TextKey<Form> = {
  [Key in keyof Form]-?: Form[Key] extends string | null | undefined ? Key : never;
}[keyof Form];

/**
 * Binds text boxes to a form's text fields: `{...text('title')}` gives a box the field's value
 * (empty for a missing one) and writes each change back through `set`.
 */
export function bindText<Form>(form: Form, set: (change: Partial<Form>) => void) {
  return (field: TextKey<Form>) => ({
    value: (form[field] as string | null | undefined) ?? '',
    onChange: (value: string) => set({ [field]: value } as Partial<Form>),
  });
}
