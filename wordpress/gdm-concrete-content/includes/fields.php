<?php
/**
 * Every field the website reads (docs/decisions/002-wordpress-content-model.md), per post type.
 *
 * Kinds:
 * - text:   one line;
 * - lines:  a list, one item per line (commas also separate where the site allows it);
 * - rows:   a repeater, one row per line, columns separated by " | ";
 * - number: a number; url: a web address; email: an e-mail address.
 *
 * Values are stored as post meta `_gdm_{name}` and answered in the REST API under `acf`,
 * in the shape Advanced Custom Fields would answer (rows become lists of objects).
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The post types the site reads, with their fields.
 *
 * @return array<string, array<string, array<string, mixed>>> Post type => field name => definition.
 */
function gdm_concrete_fields() {
	$faq_rows = array(
		'kind'    => 'rows',
		'columns' => array( 'question', 'answer' ),
		'label'   => __( 'Questions and answers', 'gdm-concrete-content' ),
		'help'    => __( 'One per line: Question | Answer', 'gdm-concrete-content' ),
	);
	$keywords = array(
		'kind'  => 'text',
		'label' => __( 'Search keywords', 'gdm-concrete-content' ),
		'help'  => __( 'Separated by commas.', 'gdm-concrete-content' ),
	);
	return array(
		'service'       => array(
			'keywords' => $keywords,
			'process'  => array(
				'kind'    => 'rows',
				'columns' => array( 'title', 'description' ),
				'label'   => __( 'How the job goes (steps)', 'gdm-concrete-content' ),
				'help'    => __( 'One step per line: Title | Description', 'gdm-concrete-content' ),
			),
			'benefits' => array(
				'kind'    => 'rows',
				'columns' => array( 'title', 'description' ),
				'label'   => __( 'Benefits', 'gdm-concrete-content' ),
				'help'    => __( 'One per line: Title | Description', 'gdm-concrete-content' ),
			),
			'faqs'     => $faq_rows,
		),
		'location'      => array(
			'name'             => array(
				'kind'  => 'text',
				'label' => __( 'Town name', 'gdm-concrete-content' ),
				'help'  => __( 'As a visitor says it, e.g. West Des Moines.', 'gdm-concrete-content' ),
			),
			'full_name'        => array(
				'kind'  => 'text',
				'label' => __( 'Full name', 'gdm-concrete-content' ),
				'help'  => __( 'e.g. West Des Moines, Iowa', 'gdm-concrete-content' ),
			),
			'county'           => array(
				'kind'  => 'text',
				'label' => __( 'County', 'gdm-concrete-content' ),
			),
			'zip_codes'        => array(
				'kind'  => 'lines',
				'label' => __( 'ZIP codes', 'gdm-concrete-content' ),
				'help'  => __( 'Five digits each, separated by commas or lines.', 'gdm-concrete-content' ),
			),
			'neighborhoods'    => array(
				'kind'  => 'lines',
				'label' => __( 'Neighborhoods', 'gdm-concrete-content' ),
				'help'  => __( 'One per line.', 'gdm-concrete-content' ),
			),
			'latitude'         => array(
				'kind'  => 'number',
				'label' => __( 'Latitude of the town centre', 'gdm-concrete-content' ),
				'help'  => __( 'Give both latitude and longitude, or neither.', 'gdm-concrete-content' ),
			),
			'longitude'        => array(
				'kind'  => 'number',
				'label' => __( 'Longitude of the town centre', 'gdm-concrete-content' ),
			),
			'services'         => array(
				'kind'    => 'rows',
				'columns' => array( 'title', 'description', 'link' ),
				'label'   => __( 'Service cards', 'gdm-concrete-content' ),
				'help'    => __( 'One per line: Title | Description | /services/page', 'gdm-concrete-content' ),
			),
			'why_choose_us'    => array(
				'kind'  => 'lines',
				'label' => __( 'Why choose us', 'gdm-concrete-content' ),
				'help'  => __( 'One reason per line.', 'gdm-concrete-content' ),
			),
			'recent_projects'  => array(
				'kind'    => 'rows',
				'columns' => array( 'title', 'description', 'location' ),
				'label'   => __( 'Recent projects', 'gdm-concrete-content' ),
				'help'    => __( 'One per line: Title | Description | Neighborhood', 'gdm-concrete-content' ),
			),
			'testimonials'     => array(
				'kind'    => 'rows',
				'columns' => array( 'content', 'author', 'location', 'rating' ),
				'label'   => __( 'Local testimonials', 'gdm-concrete-content' ),
				'help'    => __( 'One per line: Quote | Name | Neighborhood | Stars (1-5)', 'gdm-concrete-content' ),
			),
			'faqs'             => $faq_rows,
			'nearby_locations' => array(
				'kind'    => 'rows',
				'columns' => array( 'name', 'path' ),
				'label'   => __( 'Nearby towns', 'gdm-concrete-content' ),
				'help'    => __( 'One per line: Name | /locations/page', 'gdm-concrete-content' ),
			),
			'keywords'         => $keywords,
		),
		'gallery_album' => array(
			'keywords' => $keywords,
			'projects' => array(
				'kind'    => 'rows',
				'columns' => array( 'title', 'size', 'town', 'service_link', 'image', 'service_label' ),
				'label'   => __( 'Projects', 'gdm-concrete-content' ),
				'help'    => __( 'One per line: Title | Size | Town | /services/page | Image ID from the Media Library | Service label (optional)', 'gdm-concrete-content' ),
			),
		),
		'post'          => array(
			'author'   => array(
				'kind'  => 'text',
				'label' => __( 'Customer name', 'gdm-concrete-content' ),
				'help'  => __( 'Used when the post is in the Testimonials category; the post text is the quote.', 'gdm-concrete-content' ),
			),
			'location' => array(
				'kind'  => 'text',
				'label' => __( 'Town', 'gdm-concrete-content' ),
			),
			'rating'   => array(
				'kind'  => 'number',
				'label' => __( 'Stars (1-5)', 'gdm-concrete-content' ),
				'help'  => __( 'Empty means 5.', 'gdm-concrete-content' ),
			),
		),
		'site_option'   => gdm_concrete_option_fields(),
	);
}

/**
 * The fields of the site options (custom post type `site_option`, one post per slug).
 * They are edited on Settings → Concrete site; a site option's own edit screen shows the same fields.
 *
 * @return array<string, array<string, mixed>>
 */
function gdm_concrete_option_fields() {
	return array(
		'cta_title'        => array(
			'option' => 'cta',
			'as'     => 'title',
			'kind'   => 'text',
			'label'  => __( 'Heading', 'gdm-concrete-content' ),
		),
		'cta_description'  => array(
			'option' => 'cta',
			'as'     => 'description',
			'kind'   => 'lines',
			'label'  => __( 'Text', 'gdm-concrete-content' ),
		),
		'cta_background'   => array(
			'option' => 'cta',
			'as'     => 'background_image',
			'kind'   => 'url',
			'label'  => __( 'Background picture (address)', 'gdm-concrete-content' ),
			'help'   => __( 'Copy the address of a picture from the Media Library. Empty: the site\'s own picture.', 'gdm-concrete-content' ),
		),
		'phone'            => array(
			'option' => 'contact_info',
			'kind'   => 'text',
			'label'  => __( 'Phone', 'gdm-concrete-content' ),
		),
		'email'            => array(
			'option' => 'contact_info',
			'kind'   => 'email',
			'label'  => __( 'E-mail', 'gdm-concrete-content' ),
		),
		'address'          => array(
			'option' => 'contact_info',
			'kind'   => 'text',
			'label'  => __( 'Address', 'gdm-concrete-content' ),
		),
		'hours'            => array(
			'option' => 'contact_info',
			'kind'   => 'lines',
			'label'  => __( 'Opening hours', 'gdm-concrete-content' ),
			'help'   => __( 'One line each, e.g. Mon-Fri 7AM-6PM', 'gdm-concrete-content' ),
		),
		'facebook'         => array(
			'option' => 'contact_info',
			'group'  => 'social_media',
			'kind'   => 'url',
			'label'  => __( 'Facebook page', 'gdm-concrete-content' ),
		),
		'twitter'          => array(
			'option' => 'contact_info',
			'group'  => 'social_media',
			'kind'   => 'url',
			'label'  => __( 'X (Twitter) profile', 'gdm-concrete-content' ),
		),
		'instagram'        => array(
			'option' => 'contact_info',
			'group'  => 'social_media',
			'kind'   => 'url',
			'label'  => __( 'Instagram profile', 'gdm-concrete-content' ),
		),
		'linkedin'         => array(
			'option' => 'contact_info',
			'group'  => 'social_media',
			'kind'   => 'url',
			'label'  => __( 'LinkedIn page', 'gdm-concrete-content' ),
		),
		'footer_blurb'     => array(
			'option' => 'footer',
			'as'     => 'blurb',
			'kind'   => 'lines',
			'label'  => __( 'Footer text', 'gdm-concrete-content' ),
		),
		'footer_columns'   => array(
			'option' => 'footer',
			'as'     => 'columns',
			'kind'   => 'menu',
			'label'  => __( 'Footer link columns', 'gdm-concrete-content' ),
			'help'   => __( 'A heading on its own line, then its links: - Label | /path', 'gdm-concrete-content' ),
		),
		'header_menu'      => array(
			'option' => 'header_menu',
			'as'     => 'items',
			'kind'   => 'menu',
			'label'  => __( 'Header menu', 'gdm-concrete-content' ),
			'help'   => __( 'One link per line: Label | /path. Indent a sub-link with "- ".', 'gdm-concrete-content' ),
		),
	);
}

/**
 * The site options and their titles, in the order of the settings page.
 *
 * @return array<string, string>
 */
function gdm_concrete_option_slugs() {
	return array(
		'cta'          => __( 'Call to action', 'gdm-concrete-content' ),
		'contact_info' => __( 'Contact information', 'gdm-concrete-content' ),
		'footer'       => __( 'Footer', 'gdm-concrete-content' ),
		'header_menu'  => __( 'Header menu', 'gdm-concrete-content' ),
	);
}

/**
 * The fields of one post: its type's, and for a site option only those of its own slug.
 *
 * @param WP_Post $post Post.
 * @return array<string, array<string, mixed>>
 */
function gdm_concrete_post_fields( $post ) {
	$fields = gdm_concrete_fields()[ $post->post_type ] ?? array();
	if ( 'site_option' !== $post->post_type ) {
		return $fields;
	}
	return array_filter(
		$fields,
		static function ( $field ) use ( $post ) {
			return $field['option'] === $post->post_name;
		}
	);
}

/**
 * The names a post's fields have in the REST answer's `acf` (a grouped field answers in its group),
 * which are the names the website reads.
 *
 * @param array<string, array<string, mixed>> $fields Field definitions.
 * @return string[]
 */
function gdm_concrete_rest_names( $fields ) {
	$names = array();
	foreach ( $fields as $name => $field ) {
		$names[] = $field['group'] ?? $field['as'] ?? $name;
	}
	return array_values( array_unique( $names ) );
}

/**
 * The meta key a field is stored under.
 *
 * @param string $name Field name.
 * @return string
 */
function gdm_concrete_meta_key( $name ) {
	return '_gdm_' . $name;
}

/**
 * A field's value cleaned for storage.
 *
 * @param array<string, mixed> $field Field definition.
 * @param mixed                $value Raw input.
 * @return string
 */
function gdm_concrete_sanitize_field( $field, $value ) {
	$value = is_scalar( $value ) ? (string) $value : '';
	switch ( $field['kind'] ) {
		case 'number':
			$value = trim( $value );
			return is_numeric( $value ) ? $value : '';
		case 'url':
			return esc_url_raw( trim( $value ), array( 'http', 'https' ) );
		case 'email':
			return sanitize_email( $value );
		case 'text':
			return sanitize_text_field( $value );
		default:
			return sanitize_textarea_field( $value );
	}
}

/**
 * Rows from "a | b | c" lines, as objects with the field's column names.
 *
 * @param string   $text    Stored value.
 * @param string[] $columns Column names.
 * @return array<int, array<string, string>>
 */
function gdm_concrete_rows( $text, $columns ) {
	$rows = array();
	foreach ( preg_split( '/\r\n|\r|\n/', (string) $text ) as $line ) {
		if ( '' === trim( $line ) ) {
			continue;
		}
		$cells = array_map( 'trim', explode( '|', $line ) );
		$row   = array();
		foreach ( $columns as $i => $column ) {
			$row[ $column ] = $cells[ $i ] ?? '';
		}
		$rows[] = $row;
	}
	return $rows;
}

/**
 * A menu from lines: "Label | /path" items, "- Label | /path" children.
 * As footer columns (`$columns`), an item without a path is a heading.
 *
 * @param string $text    Stored value.
 * @param bool   $columns Footer columns rather than a header menu.
 * @return array<int, array<string, mixed>>
 */
function gdm_concrete_menu( $text, $columns ) {
	$items = array();
	foreach ( preg_split( '/\r\n|\r|\n/', (string) $text ) as $line ) {
		if ( '' === trim( $line ) ) {
			continue;
		}
		$is_child = (bool) preg_match( '/^\s*-\s*/', $line );
		$cells    = array_map( 'trim', explode( '|', preg_replace( '/^\s*-\s*/', '', $line ) ) );
		$link     = array(
			'label' => $cells[0],
			'href'  => $cells[1] ?? '',
		);
		if ( $columns ) {
			if ( ! $is_child ) {
				$items[] = array(
					'heading' => $cells[0],
					'links'   => array(),
				);
			} elseif ( $items ) {
				$items[ count( $items ) - 1 ]['links'][] = $link;
			}
		} elseif ( $is_child && $items ) {
			$items[ count( $items ) - 1 ]['children'][] = $link;
		} elseif ( ! $is_child ) {
			$items[] = $link;
		}
	}
	return $items;
}

/**
 * An image from the Media Library in the shape of an ACF image field ("array" return format).
 *
 * @param string $value Attachment ID, or an address (kept as is).
 * @return array<string, mixed>|string
 */
function gdm_concrete_image( $value ) {
	if ( ! ctype_digit( $value ) ) {
		return $value;
	}
	$id   = (int) $value;
	$full = wp_get_attachment_image_src( $id, 'full' );
	if ( ! $full ) {
		return '';
	}
	$image = array(
		'ID'     => $id,
		'url'    => $full[0],
		'width'  => $full[1],
		'height' => $full[2],
		'alt'    => (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
		'sizes'  => array(),
	);
	foreach ( get_intermediate_image_sizes() as $size ) {
		$src = wp_get_attachment_image_src( $id, $size );
		if ( $src && ! empty( $src[3] ) ) {
			$image['sizes'][ $size ]             = $src[0];
			$image['sizes'][ $size . '-width' ]  = $src[1];
			$image['sizes'][ $size . '-height' ] = $src[2];
		}
	}
	return $image;
}

/**
 * A stored value in the shape the site reads.
 *
 * @param array<string, mixed> $field Field definition.
 * @param string               $raw   Stored value.
 * @return mixed
 */
function gdm_concrete_rest_value( $field, $raw ) {
	switch ( $field['kind'] ) {
		case 'rows':
			$rows = gdm_concrete_rows( $raw, $field['columns'] );
			if ( in_array( 'image', $field['columns'], true ) ) {
				foreach ( $rows as $i => $row ) {
					$rows[ $i ]['image'] = gdm_concrete_image( $row['image'] );
				}
			}
			return $rows;
		case 'menu':
			return gdm_concrete_menu( $raw, 'columns' === ( $field['as'] ?? '' ) );
		case 'number':
			return is_numeric( $raw ) ? $raw + 0 : null;
		default:
			return $raw;
	}
}
