<?php
/**
 * A photo uploaded from a phone carries where it was taken (GPS), the phone's make and serial, and
 * more, in its Exif and XMP; WordPress keeps the original file public at its uploads address, and
 * WordPress's Imagick editor copies Exif into every size it makes. So every JPEG of an attachment
 * (the original at upload, then the scaled, rotated and resized copies as WordPress records them) has
 * its metadata taken out, byte for byte: the picture itself is not re-encoded, its colour profile
 * (ICC, in APP2) is kept, and so is its orientation, written back as the one Exif tag left, so the
 * photo still stands the right way up and WordPress still turns its sizes upright.
 *
 * Only JPEG is rewritten: the format phones upload. The segments kept are the picture's own (tables,
 * frame, scans), JFIF (APP0), the ICC profile (APP2 "ICC_PROFILE") and Adobe's colour transform
 * (APP14); everything else before and between the scans (Exif and XMP in APP1, Photoshop's IPTC in
 * APP13, the makers' APP3-APP12 and APP15, MPF and FlashPix in APP2, comments) is dropped, and so is
 * whatever follows the picture's end (a phone's second pictures and trailers, which carry their own Exif).
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'wp_handle_upload', 'gdm_concrete_photo_uploaded' );
add_filter( 'wp_update_attachment_metadata', 'gdm_concrete_photo_sizes_made', 10, 2 );

/**
 * `wp_handle_upload`: the original, before WordPress reads it or makes its sizes. A JPEG that cannot
 * be read as one is refused, rather than kept public with what it holds.
 *
 * @param array<string, mixed> $upload The uploaded file: file, url, type.
 * @return array<string, mixed>
 */
function gdm_concrete_photo_uploaded( $upload ) {
	if ( ! is_array( $upload ) || isset( $upload['error'] ) || empty( $upload['file'] ) ) {
		return $upload;
	}
	if ( false === gdm_concrete_photo_strip_file( (string) $upload['file'] ) ) {
		wp_delete_file( (string) $upload['file'] );
		return array(
			'error' => __( 'This photo could not be read as a JPEG, so its location and camera details could not be taken out. Save or export it again as a JPEG and upload that.', 'gdm-concrete-content' ),
		);
	}
	return $upload;
}

/**
 * `wp_update_attachment_metadata`: every file WordPress has made of an image so far (it records them as
 * it makes them), and the original it keeps beside a scaled copy. A file already clean is only read.
 *
 * @param mixed $metadata      The attachment's metadata.
 * @param int   $attachment_id Attachment.
 * @return mixed The metadata, unchanged.
 */
function gdm_concrete_photo_sizes_made( $metadata, $attachment_id ) {
	if ( ! is_array( $metadata ) || empty( $metadata['file'] ) ) {
		return $metadata;
	}
	$main = get_attached_file( $attachment_id, true );
	if ( ! $main ) {
		return $metadata;
	}
	$folder = dirname( $main );
	$names  = array( wp_basename( (string) $metadata['file'] ) );
	if ( ! empty( $metadata['original_image'] ) ) {
		$names[] = (string) $metadata['original_image'];
	}
	foreach ( (array) ( $metadata['sizes'] ?? array() ) as $size ) {
		if ( is_array( $size ) && ! empty( $size['file'] ) ) {
			$names[] = (string) $size['file'];
		}
	}
	foreach ( array_unique( $names ) as $name ) {
		gdm_concrete_photo_strip_file( $folder . '/' . wp_basename( $name ) );
	}
	return $metadata;
}

/**
 * Takes the metadata out of a JPEG file, in place (written whole beside it, then renamed over it).
 *
 * @param string $path The file.
 * @return bool|null True when it was rewritten, null when it is not a JPEG or had nothing to take out,
 *                   false when it begins as a JPEG but cannot be read as one.
 */
function gdm_concrete_photo_strip_file( $path ) {
	if ( ! is_file( $path ) || ! is_readable( $path ) ) {
		return null;
	}
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file in the uploads folder
	$bytes = file_get_contents( $path );
	if ( false === $bytes || "\xFF\xD8" !== substr( $bytes, 0, 2 ) ) {
		return null;
	}
	$clean = gdm_concrete_photo_strip( $bytes );
	if ( null === $clean ) {
		return false;
	}
	if ( $clean === $bytes ) {
		return null;
	}
	$temporary = $path . '.gdm-' . wp_generate_password( 8, false );
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- beside the file it replaces
	if ( strlen( $clean ) !== file_put_contents( $temporary, $clean ) ) {
		wp_delete_file( $temporary );
		return false;
	}
	$mode = fileperms( $path );
	if ( false !== $mode ) {
		chmod( $temporary, $mode & 0777 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_chmod -- the replaced file's own mode
	}
	// phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename -- one step, so the file is never half written
	if ( ! rename( $temporary, $path ) ) {
		wp_delete_file( $temporary );
		return false;
	}
	clearstatcache( true, $path );
	return true;
}

/**
 * A JPEG's bytes without its metadata (see the file's comment), its orientation kept as its only Exif.
 *
 * @param string $jpeg The file's bytes.
 * @return string|null The bytes (the same when there was nothing to take out), or null when they are
 *                     not a JPEG this can read.
 */
function gdm_concrete_photo_strip( $jpeg ) {
	$length = strlen( $jpeg );
	if ( $length < 4 || "\xFF\xD8" !== substr( $jpeg, 0, 2 ) ) {
		return null;
	}
	$kept        = array();
	$orientation = 1;
	$dropped     = false;
	$position    = 2;
	while ( true ) {
		// Fill bytes (0xFF) may come before a marker.
		while ( $position < $length && "\xFF" === $jpeg[ $position ] && $position + 1 < $length && "\xFF" === $jpeg[ $position + 1 ] ) {
			++$position;
			$dropped = true;
		}
		if ( $position + 1 >= $length || "\xFF" !== $jpeg[ $position ] ) {
			return null;
		}
		$marker = ord( $jpeg[ $position + 1 ] );
		if ( 0xD9 === $marker ) {
			// The picture's end: anything after it is a phone's extra pictures or trailer.
			$dropped = $dropped || $position + 2 < $length;
			break;
		}
		if ( $position + 4 > $length ) {
			return null;
		}
		$size = unpack( 'n', $jpeg, $position + 2 )[1];
		if ( $size < 2 || $position + 2 + $size > $length ) {
			return null;
		}
		$segment = substr( $jpeg, $position, 2 + $size );
		$payload = substr( $segment, 4 );
		$next    = $position + 2 + $size;
		if ( 0xDA === $marker ) {
			// A scan: its header, then coded data up to the next marker that is not a restart (0xD0-0xD7)
			// or a stuffed 0xFF00. A file cut short inside its last scan is kept as it is.
			$end = $next;
			while ( true ) {
				$end = strpos( $jpeg, "\xFF", $end );
				if ( false === $end || $end + 1 >= $length ) {
					$end = $length;
					break;
				}
				$following = ord( $jpeg[ $end + 1 ] );
				if ( 0x00 === $following || ( $following >= 0xD0 && $following <= 0xD7 ) || 0xFF === $following ) {
					$end += ( 0xFF === $following ) ? 1 : 2;
					continue;
				}
				break;
			}
			$kept[]   = substr( $jpeg, $position, $end - $position );
			$position = $end;
			if ( $position >= $length ) {
				break;
			}
			continue;
		}
		if ( gdm_concrete_photo_keeps_segment( $marker, $payload ) ) {
			$kept[] = $segment;
		} else {
			$dropped = true;
			if ( 0xE1 === $marker && 0 === strncmp( $payload, "Exif\0\0", 6 ) ) {
				$orientation = gdm_concrete_photo_orientation( substr( $payload, 6 ) ) ?? $orientation;
			}
		}
		$position = $next;
	}
	if ( ! $dropped ) {
		return $jpeg;
	}
	$head = '';
	if ( $orientation > 1 ) {
		$head = gdm_concrete_photo_orientation_segment( $orientation );
	}
	// The orientation's Exif goes first, or right after JFIF, where readers look for it.
	$first = ( $kept && 0 === strncmp( $kept[0], "\xFF\xE0", 2 ) ) ? array_shift( $kept ) : '';
	return "\xFF\xD8" . $first . $head . implode( '', $kept ) . "\xFF\xD9";
}

/**
 * Whether a segment before or between the scans is kept: the picture's own, JFIF, the ICC profile and
 * Adobe's colour transform.
 *
 * @param int    $marker  The marker's second byte.
 * @param string $payload The segment after its length.
 * @return bool
 */
function gdm_concrete_photo_keeps_segment( $marker, $payload ) {
	if ( 0xE0 === $marker ) {
		return true;
	}
	if ( 0xE2 === $marker ) {
		return 0 === strncmp( $payload, "ICC_PROFILE\0", 12 );
	}
	if ( 0xEE === $marker ) {
		return 0 === strncmp( $payload, 'Adobe', 5 );
	}
	// The other APPn (0xE1-0xEF) and comments (0xFE) are metadata.
	return ! ( ( $marker >= 0xE1 && $marker <= 0xEF ) || 0xFE === $marker );
}

/**
 * The Orientation tag (0x0112) of an Exif block's first directory, or null without one.
 *
 * @param string $tiff The Exif block after "Exif\0\0": a TIFF header and its directories.
 * @return int|null 1 to 8.
 */
function gdm_concrete_photo_orientation( $tiff ) {
	if ( strlen( $tiff ) < 8 ) {
		return null;
	}
	$order = substr( $tiff, 0, 2 );
	if ( 'II' !== $order && 'MM' !== $order ) {
		return null;
	}
	$short  = 'II' === $order ? 'v' : 'n';
	$long   = 'II' === $order ? 'V' : 'N';
	$offset = unpack( $long, $tiff, 4 )[1];
	if ( $offset + 2 > strlen( $tiff ) ) {
		return null;
	}
	$count = unpack( $short, $tiff, $offset )[1];
	for ( $i = 0; $i < $count; $i++ ) {
		$entry = $offset + 2 + 12 * $i;
		if ( $entry + 12 > strlen( $tiff ) ) {
			return null;
		}
		if ( 0x0112 === unpack( $short, $tiff, $entry )[1] ) {
			$value = unpack( $short, $tiff, $entry + 8 )[1];
			return ( $value >= 1 && $value <= 8 ) ? $value : null;
		}
	}
	return null;
}

/**
 * An APP1 Exif segment holding only an orientation: one directory, one tag.
 *
 * @param int $orientation 2 to 8.
 * @return string
 */
function gdm_concrete_photo_orientation_segment( $orientation ) {
	// Big-endian TIFF header, first directory at 8: one entry (Orientation, SHORT, 1, value), no next.
	$tiff    = 'MM' . pack( 'nN', 42, 8 ) . pack( 'n', 1 ) . pack( 'nnNnn', 0x0112, 3, 1, $orientation, 0 ) . pack( 'N', 0 );
	$payload = "Exif\0\0" . $tiff;
	return "\xFF\xE1" . pack( 'n', strlen( $payload ) + 2 ) . $payload;
}
