<?php
/**
 * The custom post types and their fields as registered post meta.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'gdm_concrete_register_post_types' );
add_action( 'init', 'gdm_concrete_register_meta' );
add_filter( 'use_block_editor_for_post_type', 'gdm_concrete_classic_editor', 10, 2 );
add_action( 'after_setup_theme', 'gdm_concrete_thumbnails', 99 );

/**
 * A headless WordPress often runs a bare theme without featured images: the site needs them.
 */
function gdm_concrete_thumbnails() {
	if ( ! current_theme_supports( 'post-thumbnails' ) ) {
		add_theme_support( 'post-thumbnails', array( 'service', 'location', 'gallery_album' ) );
	}
}

/**
 * The post types the site reads. `page-attributes` gives services, FAQs, steps and albums their order
 * (without it the REST API refuses `orderby=menu_order`); `excerpt` is a service's or town's summary.
 */
function gdm_concrete_register_post_types() {
	$types = array(
		'service'       => array(
			'labels'   => array(
				'name'          => __( 'Services', 'gdm-concrete-content' ),
				'singular_name' => __( 'Service', 'gdm-concrete-content' ),
				'add_new_item'  => __( 'Add a service', 'gdm-concrete-content' ),
				'edit_item'     => __( 'Edit service', 'gdm-concrete-content' ),
			),
			'icon'     => 'dashicons-hammer',
			// Order (page-attributes): the order of the site's every list of services.
			'supports' => array( 'title', 'editor', 'excerpt', 'thumbnail', 'page-attributes', 'revisions' ),
		),
		'location'      => array(
			'labels'   => array(
				'name'          => __( 'Towns served', 'gdm-concrete-content' ),
				'singular_name' => __( 'Town', 'gdm-concrete-content' ),
				'add_new_item'  => __( 'Add a town', 'gdm-concrete-content' ),
				'edit_item'     => __( 'Edit town', 'gdm-concrete-content' ),
			),
			'icon'     => 'dashicons-location',
			'supports' => array( 'title', 'editor', 'excerpt', 'thumbnail', 'revisions' ),
		),
		'faq'           => array(
			'labels'   => array(
				'name'          => __( 'FAQ', 'gdm-concrete-content' ),
				'singular_name' => __( 'Question', 'gdm-concrete-content' ),
				'add_new_item'  => __( 'Add a question (the title) and its answer', 'gdm-concrete-content' ),
				'edit_item'     => __( 'Edit question', 'gdm-concrete-content' ),
			),
			'icon'     => 'dashicons-editor-help',
			'supports' => array( 'title', 'editor', 'page-attributes', 'revisions' ),
		),
		'process_step'  => array(
			'labels'   => array(
				'name'          => __( 'Process steps', 'gdm-concrete-content' ),
				'singular_name' => __( 'Process step', 'gdm-concrete-content' ),
				'add_new_item'  => __( 'Add a step (Order is its number)', 'gdm-concrete-content' ),
				'edit_item'     => __( 'Edit step', 'gdm-concrete-content' ),
			),
			'icon'     => 'dashicons-list-view',
			'supports' => array( 'title', 'editor', 'excerpt', 'page-attributes' ),
		),
		'gallery_album' => array(
			'labels'   => array(
				'name'          => __( 'Gallery albums', 'gdm-concrete-content' ),
				'singular_name' => __( 'Gallery album', 'gdm-concrete-content' ),
				'add_new_item'  => __( 'Add an album', 'gdm-concrete-content' ),
				'edit_item'     => __( 'Edit album', 'gdm-concrete-content' ),
			),
			'icon'     => 'dashicons-format-gallery',
			'supports' => array( 'title', 'editor', 'excerpt', 'thumbnail', 'page-attributes' ),
		),
		'site_option'   => array(
			'labels'   => array(
				'name'          => __( 'Site options', 'gdm-concrete-content' ),
				'singular_name' => __( 'Site option', 'gdm-concrete-content' ),
				'edit_item'     => __( 'Edit site option', 'gdm-concrete-content' ),
			),
			'icon'     => 'dashicons-admin-generic',
			'supports' => array( 'title', 'excerpt' ),
		),
	);
	foreach ( $types as $type => $args ) {
		$is_option = 'site_option' === $type;
		register_post_type(
			$type,
			array(
				'labels'          => $args['labels'],
				'public'          => ! $is_option,
				'show_ui'         => true,
				// Site options are edited on Settings → Concrete site.
				'show_in_menu'    => ! $is_option,
				'show_in_rest'    => true,
				'rest_base'       => $type,
				'menu_icon'       => $args['icon'],
				// custom-fields: without it the REST API neither shows nor saves the registered meta.
				'supports'        => array_merge( $args['supports'], array( 'custom-fields' ) ),
				'has_archive'     => false,
				'capability_type' => $is_option ? 'post' : GDM_CONCRETE_CONTENT_CAPABILITY_TYPE,
				'capabilities'    => $is_option ? gdm_concrete_site_option_capabilities() : array(),
				'map_meta_cap'    => true,
				'rewrite'         => array( 'slug' => str_replace( '_', '-', $type ) ),
			)
		);
	}
}

/**
 * Every capability of the `site_option` type is the administrators' one, so creating, editing,
 * publishing, reading unpublished and deleting a site option (screens and REST API alike) need it.
 *
 * @return array<string, string>
 */
function gdm_concrete_site_option_capabilities() {
	$primitive = array(
		'create_posts',
		'edit_posts',
		'edit_others_posts',
		'edit_private_posts',
		'edit_published_posts',
		'publish_posts',
		'read_private_posts',
		'delete_posts',
		'delete_others_posts',
		'delete_private_posts',
		'delete_published_posts',
	);
	return array_fill_keys( $primitive, GDM_CONCRETE_SITE_OPTIONS_CAPABILITY );
}

/**
 * Who may write a post's fields: whoever may edit the post; for a site option, an administrator
 * besides (its type maps there already; the fields say it again so that neither can drift alone).
 *
 * @param string $type    Post type.
 * @param int    $post_id Post ID.
 * @return bool
 */
function gdm_concrete_may_write_fields( $type, $post_id ) {
	if ( 'site_option' === $type && ! current_user_can( GDM_CONCRETE_SITE_OPTIONS_CAPABILITY ) ) {
		return false;
	}
	return current_user_can( 'edit_post', $post_id );
}

/**
 * Every field as post meta, in the REST API's `meta` (for the readers of rest.php's
 * gdm_concrete_fields_visible) and writable there by gdm_concrete_may_write_fields.
 */
function gdm_concrete_register_meta() {
	foreach ( gdm_concrete_fields() as $type => $fields ) {
		foreach ( $fields as $name => $field ) {
			register_post_meta(
				$type,
				gdm_concrete_meta_key( $name ),
				array(
					'type'              => 'string',
					'single'            => true,
					'default'           => '',
					'description'       => $field['label'],
					'show_in_rest'      => true,
					'sanitize_callback' => static function ( $value ) use ( $field ) {
						return gdm_concrete_sanitize_field( $field, $value );
					},
					'auth_callback'     => static function ( $allowed, $meta_key, $post_id ) use ( $type ) {
						return gdm_concrete_may_write_fields( $type, (int) $post_id );
					},
				)
			);
		}
	}
}

/**
 * The plugin's own post types use the classic editor, with the fields in boxes under the text.
 *
 * @param bool   $use_block_editor Whether the block editor would be used.
 * @param string $post_type        Post type.
 * @return bool
 */
function gdm_concrete_classic_editor( $use_block_editor, $post_type ) {
	return in_array( $post_type, array( 'service', 'location', 'faq', 'process_step', 'gallery_album', 'site_option' ), true )
		? false
		: $use_block_editor;
}
