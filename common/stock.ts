/**
 * A part's stock as a ledger (docs/api.md, The stock ledger): the reasons a person gives an adjustment (a job's invoice and void write
 * their own `job` / `void` movements), and how far one adjustment may move it, in thousandths of the unit.
 */
export const ADJUSTMENT_REASONS = ['received', 'count', 'damaged', 'returned', 'opening'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const MOVEMENT_REASONS = [...ADJUSTMENT_REASONS, 'job', 'void'] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

/** |delta_milli| of one adjustment: 10^12 thousandths (a billion units). */
export const MAX_STOCK_DELTA_MILLI = 1_000_000_000_000;

/** The note an adjustment may carry. */
export const STOCK_NOTE_MAX_LENGTH = 500;
