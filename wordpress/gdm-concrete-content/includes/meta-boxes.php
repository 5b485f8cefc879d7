<?php
/**
 * The fields as boxes on the edit screens: one box per post type, saved with its nonce, the scripts of
 * its inputs, and the notice of what a save's checks found. A field's own input is drawn by
 * includes/meta-box-fields.php, a rows field's by includes/meta-box-rows.php.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_action( 'add_meta_boxes', 'gdm_concrete_add_meta_boxes', 10, 2 );
add_action( 'save_post', 'gdm_concrete_save_meta_boxes', 10, 2 );
add_action( 'admin_enqueue_scripts', 'gdm_concrete_enqueue_edit_screen' );
add_action( 'admin_notices', 'gdm_concrete_row_notice' );
add_action( 'admin_enqueue_scripts', 'gdm_concrete_enqueue_field_script' );

// How long the checks of a save wait to be shown on the screen the save returns to.
define( 'GDM_CONCRETE_ROW_NOTICE_SECONDS', 300 );

/**
 * One box per post type with fields.
 *
 * @param string  $post_type Post type.
 * @param WP_Post $post      Post being edited.
 */
function gdm_concrete_add_meta_boxes( $post_type, $post ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- add_meta_boxes passes the post too
	$titles = array(
		'service'       => __( 'Service page fields', 'gdm-concrete-content' ),
		'location'      => __( 'Town page fields', 'gdm-concrete-content' ),
		'gallery_album' => __( 'Album projects', 'gdm-concrete-content' ),
		'post'          => __( 'Testimonial', 'gdm-concrete-content' ),
		'site_option'   => __( 'Option values', 'gdm-concrete-content' ),
	);
	if ( in_array( $post_type, array( 'service', 'location', 'faq', 'process_step', 'gallery_album', 'site_option' ), true ) ) {
		// The fields are in their own box; the raw Custom Fields box would only confuse.
		remove_meta_box( 'postcustom', $post_type, 'normal' );
	}
	if ( ! isset( $titles[ $post_type ] ) ) {
		return;
	}
	add_meta_box(
		'gdm-concrete-fields',
		$titles[ $post_type ],
		'gdm_concrete_render_meta_box',
		$post_type,
		'post' === $post_type ? 'side' : 'normal',
		'high'
	);
}

/**
 * The fields of one post type, for a post or the settings page.
 *
 * @param WP_Post $post Post being edited.
 */
function gdm_concrete_render_meta_box( $post ) {
	$fields = gdm_concrete_post_fields( $post );
	wp_nonce_field( 'gdm_concrete_save_fields', 'gdm_concrete_nonce' );
	echo '<table class="form-table" role="presentation"><tbody>';
	foreach ( $fields as $name => $field ) {
		gdm_concrete_render_field( $name, $field, (string) get_post_meta( $post->ID, gdm_concrete_meta_key( $name ), true ) );
	}
	echo '</tbody></table>';
}

/**
 * Saves the box's fields: only with the box's nonce, never for an autosave or a revision, only for
 * someone who may write them (gdm_concrete_may_write_fields), and each value cleaned for its kind.
 *
 * @param int     $post_id Post ID.
 * @param WP_Post $post    Post.
 */
function gdm_concrete_save_meta_boxes( $post_id, $post ) {
	if ( ! isset( $_POST['gdm_concrete_nonce'] ) ) {
		return;
	}
	if ( ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['gdm_concrete_nonce'] ) ), 'gdm_concrete_save_fields' ) ) {
		return;
	}
	if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) ) {
		return;
	}
	if ( ! gdm_concrete_may_write_fields( $post->post_type, $post_id ) ) {
		return;
	}
	$fields = gdm_concrete_post_fields( $post );
	gdm_concrete_save_fields( $post_id, $fields, gdm_concrete_submitted_fields() );
	gdm_concrete_remember_row_problems( $post_id, $fields );
}

/**
 * The fields as the edit form sent them, by field name: one value each from `gdm_fields[name]`, and for
 * a rows field shown on the form (`gdm_rows_shown[]`) its rows from `gdm_rows[name][i][column]` (none
 * when every row was removed). Not yet cleaned: gdm_concrete_save_fields cleans each for its kind.
 * The caller has checked the form's nonce.
 *
 * @return array<string, mixed>
 */
function gdm_concrete_submitted_fields() {
	// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked by the caller; each value is sanitised for its kind.
	$input = isset( $_POST['gdm_fields'] ) && is_array( $_POST['gdm_fields'] ) ? wp_unslash( $_POST['gdm_fields'] ) : array();
	$rows  = isset( $_POST['gdm_rows'] ) && is_array( $_POST['gdm_rows'] ) ? wp_unslash( $_POST['gdm_rows'] ) : array();
	$shown = isset( $_POST['gdm_rows_shown'] ) && is_array( $_POST['gdm_rows_shown'] ) ? wp_unslash( $_POST['gdm_rows_shown'] ) : array();
	// phpcs:enable
	foreach ( $shown as $name ) {
		if ( is_string( $name ) ) {
			$input[ $name ] = isset( $rows[ $name ] ) && is_array( $rows[ $name ] ) ? $rows[ $name ] : array();
		}
	}
	return $input;
}

/**
 * Stores the given fields' values on a post.
 *
 * @param int                                 $post_id Post ID.
 * @param array<string, array<string, mixed>> $fields  Field definitions.
 * @param array<string, mixed>                $input   Submitted values by field name.
 */
function gdm_concrete_save_fields( $post_id, $fields, $input ) {
	foreach ( $fields as $name => $field ) {
		if ( ! array_key_exists( $name, $input ) ) {
			continue;
		}
		$value = gdm_concrete_sanitize_field( $field, $input[ $name ] );
		if ( '' === $value && gdm_concrete_kept_address( $post_id, $name, $field, $input[ $name ] ) ) {
			continue;
		}
		if ( '' === $value ) {
			delete_post_meta( $post_id, gdm_concrete_meta_key( $name ) );
		} else {
			// update_post_meta() takes slashes off: rows' JSON keeps its backslashes only slashed.
			update_post_meta( $post_id, gdm_concrete_meta_key( $name ), wp_slash( $value ) );
		}
	}
}

/**
 * Whether a picture field was sent back with the web address it held before it was a Media Library
 * picker (the call to action's background was a pasted address): the address stays until a picture is
 * chosen or it is removed. A new address typed into the field is not kept.
 *
 * @param int                  $post_id Post ID.
 * @param string               $name    Field name.
 * @param array<string, mixed> $field   Field definition.
 * @param mixed                $sent    The value sent.
 * @return bool
 */
function gdm_concrete_kept_address( $post_id, $name, $field, $sent ) {
	if ( 'image' !== $field['kind'] || ! is_string( $sent ) || '' === trim( $sent ) ) {
		return false;
	}
	$stored = (string) get_post_meta( $post_id, gdm_concrete_meta_key( $name ), true );
	return trim( $sent ) === $stored && 0 === strpos( $stored, 'http' );
}

/**
 * The script and styles of the rows, and the Media Library's picker where a row has a photo: on the
 * edit screens of post types with rows only.
 *
 * @param string $hook The admin page.
 */
function gdm_concrete_enqueue_edit_screen( $hook ) {
	$screen = get_current_screen();
	if ( ! in_array( $hook, array( 'post.php', 'post-new.php' ), true ) || ! $screen ) {
		return;
	}
	$inputs = array();
	foreach ( gdm_concrete_fields()[ $screen->post_type ] ?? array() as $field ) {
		if ( 'rows' === $field['kind'] ) {
			$inputs = array_merge( $inputs, array_column( $field['columns'], 'input' ) );
		}
	}
	if ( ! $inputs ) {
		return;
	}
	if ( in_array( 'image', $inputs, true ) ) {
		wp_enqueue_media();
	}
	wp_enqueue_style( 'gdm-concrete-rows', plugins_url( 'assets/rows.css', GDM_CONCRETE_FILE ), array(), GDM_CONCRETE_VERSION );
	wp_enqueue_script( 'gdm-concrete-rows', plugins_url( 'assets/rows.js', GDM_CONCRETE_FILE ), array(), GDM_CONCRETE_VERSION, true );
	wp_localize_script(
		'gdm-concrete-rows',
		'gdmConcreteRows',
		array(
			'pickerTitle'  => __( 'Choose a photo', 'gdm-concrete-content' ),
			'pickerButton' => __( 'Use this photo', 'gdm-concrete-content' ),
			/* translators: %s: the photo's Alternative Text */
			'altLabel'     => __( 'Description: %s', 'gdm-concrete-content' ),
			'altMissing'   => __( 'This photo has no description for people who cannot see it:', 'gdm-concrete-content' ),
			'altAdd'       => __( 'add Alternative Text in the Media Library', 'gdm-concrete-content' ),
		)
	);
}

/**
 * The script of single fields (assets/fields.js: a picture's Media Library picker, the character count
 * of a field search engines show) and its styles, where a screen has such a field or the price list's
 * rows: Settings → Concrete site, and the edit screens of the types with one.
 *
 * @param string $hook The admin page.
 */
function gdm_concrete_enqueue_field_script( $hook ) {
	if ( 'settings_page_gdm-concrete-site' === $hook ) {
		$fields = gdm_concrete_option_fields();
	} else {
		$screen = get_current_screen();
		if ( ! in_array( $hook, array( 'post.php', 'post-new.php' ), true ) || ! $screen ) {
			return;
		}
		$fields = gdm_concrete_fields()[ $screen->post_type ] ?? array();
	}
	$kinds = array();
	foreach ( $fields as $field ) {
		$kinds[] = isset( $field['shown'] ) ? 'shown' : $field['kind'];
	}
	if ( ! array_intersect( array( 'shown', 'image', 'prices' ), $kinds ) ) {
		return;
	}
	if ( in_array( 'image', $kinds, true ) ) {
		wp_enqueue_media();
	}
	wp_enqueue_style( 'gdm-concrete-rows', plugins_url( 'assets/rows.css', GDM_CONCRETE_FILE ), array(), GDM_CONCRETE_VERSION );
	wp_enqueue_script( 'gdm-concrete-fields', plugins_url( 'assets/fields.js', GDM_CONCRETE_FILE ), array(), GDM_CONCRETE_VERSION, true );
	wp_localize_script(
		'gdm-concrete-fields',
		'gdmConcreteFields',
		array(
			'pickerTitle'  => __( 'Choose a picture', 'gdm-concrete-content' ),
			'pickerButton' => __( 'Use this picture', 'gdm-concrete-content' ),
			/* translators: 1: characters typed, 2: characters search engines show */
			'count'        => __( '%1$d characters; search engines show about %2$d.', 'gdm-concrete-content' ),
			/* translators: 1: characters typed, 2: characters search engines show */
			'over'         => __( '%1$d characters: search engines show about %2$d, and cut the rest.', 'gdm-concrete-content' ),
		)
	);
}

/**
 * Where the checks of one editor's save of one post wait for the screen the save returns to.
 *
 * @param int $post_id Post ID.
 * @return string
 */
function gdm_concrete_row_notice_key( $post_id ) {
	return 'gdm_concrete_rows_' . get_current_user_id() . '_' . (int) $post_id;
}

/**
 * Checks the rows just saved, and the featured image's description, and keeps what is wrong for the
 * notice.
 *
 * @param int                                 $post_id Post ID.
 * @param array<string, array<string, mixed>> $fields  The post's fields.
 */
function gdm_concrete_remember_row_problems( $post_id, $fields ) {
	$problems = array();
	foreach ( $fields as $name => $field ) {
		if ( 'rows' === $field['kind'] ) {
			$rows     = gdm_concrete_rows( (string) get_post_meta( $post_id, gdm_concrete_meta_key( $name ), true ), $field );
			$problems = array_merge( $problems, gdm_concrete_row_problems( $field, $rows ) );
		}
		if ( 'prices' === $field['kind'] ) {
			$rows     = gdm_concrete_price_rows( $field, (string) get_post_meta( $post_id, gdm_concrete_meta_key( $name ), true ) );
			$problems = array_merge( $problems, array_values( gdm_concrete_price_problems( $field, $rows ) ) );
		}
	}
	$featured = (int) get_post_thumbnail_id( $post_id );
	if ( $featured > 0 && '' === gdm_concrete_alt_text( $featured ) ) {
		$problems[] = __( 'The featured image has no description for people who cannot see it: add Alternative Text to it in the Media Library.', 'gdm-concrete-content' );
	}
	if ( $problems ) {
		set_transient( gdm_concrete_row_notice_key( $post_id ), $problems, GDM_CONCRETE_ROW_NOTICE_SECONDS );
	} else {
		delete_transient( gdm_concrete_row_notice_key( $post_id ) );
	}
}

/**
 * After a save: what the checks found, once, on the post's edit screen. The rows are saved as typed.
 */
function gdm_concrete_row_notice() {
	$screen = get_current_screen();
	$post   = get_post();
	if ( ! $screen || 'post' !== $screen->base || ! $post ) {
		return;
	}
	$problems = get_transient( gdm_concrete_row_notice_key( $post->ID ) );
	if ( ! is_array( $problems ) ) {
		return;
	}
	delete_transient( gdm_concrete_row_notice_key( $post->ID ) );
	echo '<div class="notice notice-warning gdm-row-notice"><p><strong>' . esc_html__( 'Saved. Some things need a look; rows are kept as you typed them:', 'gdm-concrete-content' ) . '</strong></p><ul>';
	foreach ( $problems as $problem ) {
		echo '<li>' . esc_html( $problem ) . '</li>';
	}
	echo '</ul></div>';
}
