import type { TFunction } from 'i18next';
import type { GridColumn } from '..';

/** A record made where a terminal was: its reported coordinates and the address looked up from them. */
export interface Located {
  latitude: number | null;
  longitude: number | null;
  address: string;
}

/** `lat, lng` to 5 decimals (about a metre), or '' when the terminal reported none. */
function formatCoordinates(latitude: number | null, longitude: number | null): string {
  if (latitude === null || longitude === null) return '';
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/** One "location" column: the address and the coordinates (the location is shown, not only a name). */
export function locationColumn<Row extends Located>(t: TFunction, width = 260): GridColumn<Row> {
  return {
    key: 'location',
    title: t('calldata.common.location'),
    width,
    render: (row) => {
      const coordinates = formatCoordinates(row.latitude, row.longitude);
      return (
        // Cut by the column's width: the whole location reads on hover.
        <span
          className="dc-location"
          title={
            row.address && coordinates
              ? `${row.address} (${coordinates})`
              : row.address || coordinates || undefined
          }
        >
          {row.address}
          {coordinates ? (
            <span className="dc-coordinates" data-coordinates={coordinates}>
              {row.address ? ` (${coordinates})` : coordinates}
            </span>
          ) : null}
        </span>
      );
    },
  };
}
