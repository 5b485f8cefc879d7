<?php
/**
 * The copies WordPress makes of an uploaded photo: only the two its own screens show (the Media
 * Library's grid and the pickers: thumbnail and medium). The website makes every width a visitor's
 * screen needs from the original (docs/decisions/041-wordpress-makes-only-the-sizes-its-screens-show.md),
 * and WordPress's own front end is not shown to anyone, so its larger copies (medium_large, large,
 * 1536×1536, 2048×2048, and any a theme adds) would cost each upload seconds of resizing on the
 * WordPress host, and its disk the files, for nobody. The scaled copy of a photo over 2560 px is not one
 * of these: WordPress keeps it as the original, which the website reads.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// The sizes WordPress still makes: what its screens show.
define( 'GDM_CONCRETE_PHOTO_SIZES', array( 'thumbnail', 'medium' ) );

add_filter( 'intermediate_image_sizes_advanced', 'gdm_concrete_photo_sizes_to_make' );

/**
 * Of the sizes WordPress would make of an upload, those its screens show.
 *
 * @param array<string, array{width: int, height: int, crop: bool|array}> $sizes The sizes, by name.
 * @return array<string, array{width: int, height: int, crop: bool|array}>
 */
function gdm_concrete_photo_sizes_to_make( $sizes ) {
	return array_intersect_key( (array) $sizes, array_flip( GDM_CONCRETE_PHOTO_SIZES ) );
}
