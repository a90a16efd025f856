/** The fields every declared resource's records have, added by the framework: labelled alike for all resources. */
export const RECORD_FIELDS: readonly string[] = ['id', 'created_at', 'updated_at', 'version'];
