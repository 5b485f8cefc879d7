<?php
/**
 * WordPress's words where they say the wrong thing for this site: "Post published" on a service (each
 * type's messages name it: "Service published"), and the Excerpt box's "can be used in your theme"
 * (there is no theme: each type's box says where the site shows it).
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'post_updated_messages', 'gdm_concrete_updated_messages' );
add_action( 'add_meta_boxes', 'gdm_concrete_excerpt_box', 20, 2 );

/**
 * What the site does with each type's excerpt.
 *
 * @return array<string, string>
 */
function gdm_concrete_excerpt_help() {
	return array(
		'service'       => __( 'The line under the service\'s heading on the site, and on the cards that link to it. Left empty, the site shows its own.', 'gdm-concrete-content' ),
		'location'      => __( 'The sentence under the town\'s heading on the site. Left empty, the site writes its own.', 'gdm-concrete-content' ),
		'process_step'  => __( 'The step\'s text on the site when the main text above is empty.', 'gdm-concrete-content' ),
		'gallery_album' => __( 'The line under the album\'s title on the site. Left empty, the site shows the title.', 'gdm-concrete-content' ),
		'site_option'   => __( 'The text under the heading when the description field is empty.', 'gdm-concrete-content' ),
	);
}

/**
 * `post_updated_messages`: the messages after a save name the record's type ("Service published.
 * View service"), with the links WordPress gives posts (View opens the site's page: includes/links.php).
 *
 * @param array<string, array<int, string>> $messages Messages by post type.
 * @return array<string, array<int, string>>
 */
function gdm_concrete_updated_messages( $messages ) {
	$post = get_post();
	if ( ! $post || ! in_array( $post->post_type, array( 'service', 'location', 'faq', 'process_step', 'gallery_album', 'site_option' ), true ) ) {
		return $messages;
	}
	$type = get_post_type_object( $post->post_type );
	if ( ! $type ) {
		return $messages;
	}
	$name    = (string) $type->labels->singular_name;
	$public  = 'site_option' !== $post->post_type;
	$view    = $public ? sprintf( ' <a href="%1$s">%2$s</a>', esc_url( get_permalink( $post ) ), esc_html( sprintf( /* translators: %s: the type's name, lower case */ __( 'View %s', 'gdm-concrete-content' ), strtolower( $name ) ) ) ) : '';
	$preview = $public ? sprintf( ' <a target="_blank" href="%1$s">%2$s</a>', esc_url( get_preview_post_link( $post ) ), esc_html( sprintf( /* translators: %s: the type's name, lower case */ __( 'Preview %s', 'gdm-concrete-content' ), strtolower( $name ) ) ) ) : '';
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- WordPress's own revision notice.
	$revision = isset( $_GET['revision'] ) ? (int) $_GET['revision'] : 0;
	$said     = static function ( $text ) use ( $name ) {
		return esc_html( sprintf( $text, $name ) );
	};
	/* translators: %s: the type's name (Service, Town…) */
	$messages[ $post->post_type ] = array(
		0  => '',
		1  => $said( __( '%s updated.', 'gdm-concrete-content' ) ) . $view,
		2  => esc_html__( 'Custom field updated.', 'gdm-concrete-content' ),
		3  => esc_html__( 'Custom field deleted.', 'gdm-concrete-content' ),
		/* translators: %s: the type's name */
		4  => $said( __( '%s updated.', 'gdm-concrete-content' ) ),
		/* translators: 1: the type's name, 2: the revision's date */
		5  => $revision ? esc_html( sprintf( __( '%1$s restored to the revision from %2$s.', 'gdm-concrete-content' ), $name, wp_post_revision_title( $revision, false ) ) ) : false,
		/* translators: %s: the type's name */
		6  => $said( __( '%s published.', 'gdm-concrete-content' ) ) . $view,
		/* translators: %s: the type's name */
		7  => $said( __( '%s saved.', 'gdm-concrete-content' ) ),
		/* translators: %s: the type's name */
		8  => $said( __( '%s submitted.', 'gdm-concrete-content' ) ) . $preview,
		/* translators: 1: the type's name, 2: date and time */
		9  => esc_html( sprintf( __( '%1$s scheduled for %2$s.', 'gdm-concrete-content' ), $name, wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) get_post_timestamp( $post ) ) ) ) . $view,
		/* translators: %s: the type's name */
		10 => $said( __( '%s draft updated.', 'gdm-concrete-content' ) ) . $preview,
	);
	return $messages;
}

/**
 * `add_meta_boxes`: the Excerpt box of the plugin's types, with what the site does with it.
 *
 * @param string $post_type Post type.
 */
function gdm_concrete_excerpt_box( $post_type ) {
	$help = gdm_concrete_excerpt_help();
	if ( ! isset( $help[ $post_type ] ) || ! post_type_supports( $post_type, 'excerpt' ) ) {
		return;
	}
	// The same id takes WordPress's own box's place (a box removed first could not be added again).
	add_meta_box( 'postexcerpt', __( 'Excerpt', 'gdm-concrete-content' ), 'gdm_concrete_excerpt_box_render', $post_type, 'normal', 'default' );
}

/**
 * The Excerpt box: WordPress's own field, with the site's words under it.
 *
 * @param WP_Post $post Post.
 */
function gdm_concrete_excerpt_box_render( $post ) {
	$help = gdm_concrete_excerpt_help();
	printf(
		'<label class="screen-reader-text" for="excerpt">%1$s</label><textarea rows="1" cols="40" name="excerpt" id="excerpt">%2$s</textarea><p>%3$s</p>',
		esc_html__( 'Excerpt', 'gdm-concrete-content' ),
		esc_textarea( $post->post_excerpt ),
		esc_html( $help[ $post->post_type ] ?? '' )
	);
}
