/** One grid for the header and every row, so the virtualised rows line up without a <table>. */
export const URL_GRID_COLUMNS =
  '36px minmax(240px, 3fr) minmax(150px, 1.3fr) 90px 120px 120px 130px 130px minmax(160px, 1.6fr)';

/** Fixed, so the scroller's height is rows × this and no row is measured. */
export const URL_ROW_HEIGHT = 40;
