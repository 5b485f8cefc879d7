<?php
/**
 * What the website no longer shows. For the post types with a page per record on the site (services,
 * towns, albums), the plugin remembers the slugs of records that were on the site and are not any
 * more: trashed, unpublished (draft, pending, scheduled), made private or password-protected, deleted,
 * or renamed (the old slug). GET /wp-json/gdm/v1/removed answers them, and the site answers their
 * pages 410 Gone instead of showing its built-in copy (docs/decisions/002, "Deleting means gone"). A
 * record published again under the slug is taken off the list.
 *
 * Only records that were on the site are listed: a service WordPress never published keeps the site's
 * built-in page, so a WordPress connected before its content is imported takes nothing away.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// Where the list is kept: post type => slug => when it was taken down (Unix seconds). Not autoloaded.
define( 'GDM_CONCRETE_REMOVED_OPTION', 'gdm_concrete_removed' );
// Slugs kept per post type; past this the oldest are forgotten (their pages then answer 404, not 410).
define( 'GDM_CONCRETE_MAX_REMOVED', 500 );

add_action( 'transition_post_status', 'gdm_concrete_removed_on_transition', 10, 3 );
add_action( 'post_updated', 'gdm_concrete_removed_on_update', 10, 3 );
add_action( 'before_delete_post', 'gdm_concrete_removed_on_delete', 10, 2 );
add_action( 'rest_api_init', 'gdm_concrete_removed_route' );

/**
 * The post types whose records each have a page on the site (site-pages.json's `/…/{slug}`).
 *
 * @return string[]
 */
function gdm_concrete_removable_types() {
	return array( 'service', 'location', 'gallery_album' );
}

/**
 * Whether the site shows a record: published and without a password (the site drops protected ones).
 *
 * @param WP_Post|null $post Post.
 * @return bool
 */
function gdm_concrete_is_on_site( $post ) {
	return $post instanceof WP_Post
		&& in_array( $post->post_type, gdm_concrete_removable_types(), true )
		&& 'publish' === $post->post_status
		&& '' === (string) $post->post_password
		&& '' !== (string) $post->post_name;
}

/**
 * The list as stored, cleaned: every removable type, each a map of slug => time.
 *
 * @param mixed $stored The option's value.
 * @return array<string, array<string, int>>
 */
function gdm_concrete_removed_list( $stored ) {
	$list = array();
	foreach ( gdm_concrete_removable_types() as $type ) {
		$list[ $type ] = array();
		$given         = is_array( $stored ) && isset( $stored[ $type ] ) && is_array( $stored[ $type ] ) ? $stored[ $type ] : array();
		// A slug of digits ("2024") is an integer key in a PHP array.
		foreach ( $given as $slug => $time ) {
			if ( ( is_string( $slug ) || is_int( $slug ) ) && '' !== (string) $slug ) {
				$list[ $type ][ (string) $slug ] = (int) $time;
			}
		}
	}
	return $list;
}

/**
 * The list with one slug added (or its time renewed), at most GDM_CONCRETE_MAX_REMOVED a type: the
 * oldest go first.
 *
 * @param array<string, array<string, int>> $list List.
 * @param string                            $type Post type.
 * @param string                            $slug Slug.
 * @param int                               $time When it was taken down.
 * @return array<string, array<string, int>>
 */
function gdm_concrete_removed_add( $list, $type, $slug, $time ) {
	if ( ! isset( $list[ $type ] ) || '' === $slug ) {
		return $list;
	}
	unset( $list[ $type ][ $slug ] );
	$list[ $type ][ $slug ] = $time;
	arsort( $list[ $type ], SORT_NUMERIC );
	$list[ $type ] = array_slice( $list[ $type ], 0, GDM_CONCRETE_MAX_REMOVED, true );
	return $list;
}

/**
 * The list without one slug.
 *
 * @param array<string, array<string, int>> $list List.
 * @param string                            $type Post type.
 * @param string                            $slug Slug.
 * @return array<string, array<string, int>>
 */
function gdm_concrete_removed_drop( $list, $type, $slug ) {
	unset( $list[ $type ][ $slug ] );
	return $list;
}

/**
 * Changes the stored list, writing only when it changed.
 *
 * @param callable $change Takes the list, gives the new one.
 */
function gdm_concrete_removed_update( $change ) {
	$list = gdm_concrete_removed_list( get_option( GDM_CONCRETE_REMOVED_OPTION, array() ) );
	$new  = $change( $list );
	if ( $new !== $list ) {
		update_option( GDM_CONCRETE_REMOVED_OPTION, $new, false );
	}
}

/**
 * Remembers that a record the site showed is no longer there.
 *
 * @param WP_Post $post The record as the site showed it (its slug then).
 */
function gdm_concrete_removed_remember( $post ) {
	gdm_concrete_removed_update(
		static function ( $list ) use ( $post ) {
			return gdm_concrete_removed_add( $list, $post->post_type, (string) $post->post_name, time() );
		}
	);
}

/**
 * Forgets a slug: a record is on the site under it again.
 *
 * @param WP_Post $post The record now on the site.
 */
function gdm_concrete_removed_forget( $post ) {
	gdm_concrete_removed_update(
		static function ( $list ) use ( $post ) {
			return gdm_concrete_removed_drop( $list, $post->post_type, (string) $post->post_name );
		}
	);
}

/**
 * A record published (new, scheduled coming due, restored): on the site again under its slug.
 *
 * @param string  $new_status New status.
 * @param string  $old_status Old status.
 * @param WP_Post $post       Post.
 */
function gdm_concrete_removed_on_transition( $new_status, $old_status, $post ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- the hook's signature
	if ( 'publish' === $new_status && gdm_concrete_is_on_site( $post ) ) {
		gdm_concrete_removed_forget( $post );
	}
}

/**
 * An update: a record that was on the site and is not any more (trashed, unpublished, private,
 * password-protected) is remembered under the slug it had, as is the old slug of one renamed; one on
 * the site afterwards is forgotten. WordPress gives a trashed record the slug `…__trashed`, so the slug
 * is read from before the update.
 *
 * @param int     $post_id Post ID.
 * @param WP_Post $after   The post after the update.
 * @param WP_Post $before  The post before it.
 */
function gdm_concrete_removed_on_update( $post_id, $after, $before ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- the hook's signature
	if ( gdm_concrete_is_on_site( $before ) && ( ! gdm_concrete_is_on_site( $after ) || $before->post_name !== $after->post_name ) ) {
		gdm_concrete_removed_remember( $before );
	}
	if ( gdm_concrete_is_on_site( $after ) ) {
		gdm_concrete_removed_forget( $after );
	}
}

/**
 * A record deleted while on the site (deleted outright, not through the trash).
 *
 * @param int          $post_id Post ID.
 * @param WP_Post|null $post    Post.
 */
function gdm_concrete_removed_on_delete( $post_id, $post = null ) {
	$post = $post instanceof WP_Post ? $post : get_post( $post_id );
	if ( gdm_concrete_is_on_site( $post ) ) {
		gdm_concrete_removed_remember( $post );
	}
}

/**
 * The list as the site reads it: each type's slugs, newest first.
 *
 * @return array<string, string[]>
 */
function gdm_concrete_removed_answer() {
	$answer = array();
	foreach ( gdm_concrete_removed_list( get_option( GDM_CONCRETE_REMOVED_OPTION, array() ) ) as $type => $slugs ) {
		arsort( $slugs, SORT_NUMERIC );
		$answer[ $type ] = array_map( 'strval', array_keys( $slugs ) );
	}
	return $answer;
}

/**
 * GET /wp-json/gdm/v1/removed: public and read-only. It holds slugs that were public on the site.
 */
function gdm_concrete_removed_route() {
	register_rest_route(
		'gdm/v1',
		'/removed',
		array(
			'methods'             => 'GET',
			'callback'            => 'gdm_concrete_removed_answer',
			'permission_callback' => '__return_true',
		)
	);
}

/**
 * Plugin 1.6.0's upgrade: records trashed before it, which the site showed until then, are listed
 * (WordPress keeps the status a trashed post had and the slug it wants back).
 *
 * @return int How many were listed.
 */
function gdm_concrete_removed_seed() {
	$trashed = get_posts(
		array(
			'post_type'      => gdm_concrete_removable_types(),
			'post_status'    => 'trash',
			'posts_per_page' => GDM_CONCRETE_MAX_REMOVED,
			'no_found_rows'  => true,
		)
	);
	$listed  = 0;
	foreach ( $trashed as $post ) {
		$slug = (string) get_post_meta( $post->ID, '_wp_desired_post_slug', true );
		if ( '' === $slug || 'publish' !== get_post_meta( $post->ID, '_wp_trash_meta_status', true ) || '' !== (string) $post->post_password ) {
			continue;
		}
		// Another record took the slug since: it is on the site.
		$published = get_posts(
			array(
				'post_type'      => $post->post_type,
				'name'           => $slug,
				'post_status'    => 'publish',
				'posts_per_page' => 1,
				'no_found_rows'  => true,
			)
		);
		if ( $published ) {
			continue;
		}
		$time = (int) get_post_meta( $post->ID, '_wp_trash_meta_time', true );
		gdm_concrete_removed_update(
			static function ( $list ) use ( $post, $slug, $time ) {
				return gdm_concrete_removed_add( $list, $post->post_type, $slug, $time );
			}
		);
		++$listed;
	}
	return $listed;
}
