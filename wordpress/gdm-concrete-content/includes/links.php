<?php
/**
 * WordPress speaks the site's addresses: View, the permalink under the title, the admin bar's links
 * and the REST API's `link` open the page on the site that shows the record (site-pages.json), and
 * WordPress's own front end, if anyone visits it, sends them there. That front end is kept out of
 * search: its answers say noindex (X-Robots-Tag), WordPress's sitemap leaves the plugin's types out,
 * and once the site is connected it is off (/wp-sitemap.xml is then sent to the site like any page).
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'post_type_link', 'gdm_concrete_site_link', 10, 3 );
add_filter( 'post_link', 'gdm_concrete_site_link', 10, 3 );
add_filter( 'page_link', 'gdm_concrete_site_page_link', 10, 3 );
add_action( 'template_redirect', 'gdm_concrete_front_end_redirect', 1 );
add_filter( 'wp_sitemaps_post_types', 'gdm_concrete_sitemap_post_types' );
add_filter( 'wp_sitemaps_enabled', 'gdm_concrete_sitemaps_enabled' );

/**
 * Where each post type shows on the site, from site-pages.json (read once).
 *
 * @return array<string, string[]>
 */
function gdm_concrete_site_pages() {
	static $pages = null;
	if ( null === $pages ) {
		$json  = file_get_contents( GDM_CONCRETE_DIR . '/site-pages.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the plugin's own file
		$read  = is_string( $json ) ? json_decode( $json, true ) : null;
		$pages = array();
		foreach ( is_array( $read ) ? $read : array() as $type => $paths ) {
			if ( '_' !== substr( (string) $type, 0, 1 ) && is_array( $paths ) ) {
				$pages[ (string) $type ] = array_values( array_filter( $paths, 'is_string' ) );
			}
		}
	}
	return $pages;
}

/**
 * The site's address of a record, or '' when it has none (no site configured, a type the site does not
 * show, a slug its pages cannot have). A draft without a slug yet is at the address its title will give
 * it when it is published, as WordPress proposes it under the title. With `$leave_name` (WordPress's
 * sample permalink, whose slug the editor may change), the slug is WordPress's token for it
 * (`%service%`), which the editor replaces with the slug typed.
 *
 * @param WP_Post|int|null $post       The record.
 * @param bool             $leave_name Whether to leave the slug as WordPress's token.
 * @return string
 */
function gdm_concrete_site_address( $post, $leave_name = false ) {
	$post = get_post( $post );
	$site = gdm_concrete_connection()['url'];
	if ( ! $post || '' === $site ) {
		return '';
	}
	$pages = gdm_concrete_site_pages();
	$path  = $pages[ $post->post_type ][0] ?? '';
	if ( '' === $path ) {
		return '';
	}
	if ( false !== strpos( $path, '{slug}' ) ) {
		$slug = $leave_name ? '%' . $post->post_type . '%' : gdm_concrete_record_slug( $post );
		if ( ! $leave_name && ( '' === $slug || ! preg_match( '/^[a-z0-9]+(?:-[a-z0-9]+)*$/', $slug ) ) ) {
			return '';
		}
		$path = str_replace( '{slug}', $slug, $path );
	}
	return $site . $path;
}

/**
 * A record's slug; for a draft, pending or scheduled record without one yet, the one WordPress will give
 * it from its title when it is published (as get_sample_permalink() proposes it).
 *
 * @param WP_Post $post The record.
 * @return string
 */
function gdm_concrete_record_slug( $post ) {
	$slug = (string) $post->post_name;
	if ( '' !== $slug || ! in_array( $post->post_status, array( 'draft', 'pending', 'future' ), true ) || '' === trim( (string) $post->post_title ) ) {
		return $slug;
	}
	return wp_unique_post_slug( sanitize_title( $post->post_title, (string) $post->ID ), $post->ID, 'publish', $post->post_type, $post->post_parent );
}

/**
 * `post_type_link` and `post_link`: the site's address instead of WordPress's; for WordPress's sample
 * permalink (the editor's, under the title), with the slug left as its token.
 *
 * @param string  $link       WordPress's address.
 * @param WP_Post $post       The record.
 * @param bool    $leave_name Whether WordPress left the slug as its token.
 * @return string
 */
function gdm_concrete_site_link( $link, $post, $leave_name = false ) {
	$address = gdm_concrete_site_address( $post, (bool) $leave_name );
	return '' === $address ? $link : $address;
}

/**
 * `page_link` (it passes the page's ID, and whether it is the sample permalink, whose slug WordPress
 * leaves as `%pagename%`).
 *
 * @param string $link    WordPress's address.
 * @param int    $post_id The page.
 * @param bool   $sample  Whether it is the sample permalink.
 * @return string
 */
function gdm_concrete_site_page_link( $link, $post_id, $sample = false ) {
	$address = gdm_concrete_site_address( $post_id, $sample && false !== strpos( (string) $link, '%pagename%' ) );
	return '' === $address ? $link : str_replace( '%page%', '%pagename%', $address );
}

/**
 * WordPress's own front end is not the site: a visitor who lands on it is sent to the site's page for
 * what they asked (301), or to the site's home. WordPress's own preview address (an old bookmark, a
 * plugin that builds it) goes to the site's preview for someone who may edit the record (302: the
 * link is theirs and short-lived), and to the site's home for anyone else. The admin, the REST API,
 * logging in and cron are left alone.
 */
function gdm_concrete_front_end_redirect() {
	if ( is_admin() || wp_doing_cron() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
		return;
	}
	$site = gdm_concrete_connection()['url'];
	// The theme's pages of the site's records are never the site; with the site connected, nothing here is.
	if ( '' !== $site || is_singular( gdm_concrete_own_post_types() ) || is_post_type_archive( gdm_concrete_own_post_types() ) ) {
		header( 'X-Robots-Tag: noindex, nofollow' );
	}
	if ( '' === $site ) {
		return;
	}
	if ( is_preview() ) {
		$post = get_queried_object();
		$link = $post instanceof WP_Post ? gdm_concrete_preview_link( '', $post ) : '';
		wp_redirect( 0 === strpos( $link, $site . '/preview?' ) ? $link : $site . '/', 302, 'GDM Concrete' ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- the site's own address, set by an administrator
		exit;
	}
	$address = is_singular() ? gdm_concrete_site_address( get_queried_object() ) : '';
	wp_redirect( '' === $address ? $site . '/' : $address, 301, 'GDM Concrete' ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- the site's own address, set by an administrator
	exit;
}

/**
 * The post types the plugin registers: the site's records, whose pages on WordPress's front end are
 * theme-drawn copies of the site's.
 *
 * @return string[]
 */
function gdm_concrete_own_post_types() {
	return array( 'service', 'location', 'faq', 'process_step', 'gallery_album', 'site_option' );
}

/**
 * `wp_sitemaps_post_types`: WordPress's sitemap leaves out the plugin's types; the site's own
 * /sitemap.xml lists their pages.
 *
 * @param array<string, WP_Post_Type> $post_types Post types in the sitemap, by name.
 * @return array<string, WP_Post_Type>
 */
function gdm_concrete_sitemap_post_types( $post_types ) {
	return array_diff_key( (array) $post_types, array_flip( gdm_concrete_own_post_types() ) );
}

/**
 * `wp_sitemaps_enabled`: off once the site is connected, when every page of WordPress's front end
 * sends its visitor to the site, and the site's /sitemap.xml is the one to read.
 *
 * @param bool $enabled Whether WordPress serves its sitemap.
 * @return bool
 */
function gdm_concrete_sitemaps_enabled( $enabled ) {
	return '' === gdm_concrete_connection()['url'] ? (bool) $enabled : false;
}
