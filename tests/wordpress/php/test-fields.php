<?php
/**
 * Fields (includes/fields.php) cleaned as they are saved, by WordPress's own sanitising: markup and
 * script taken out of text, an address kept only when it is http(s), an e-mail address only when it is
 * one, a link only when it is a page of the site.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * Saving the fields of fields.json, in WordPress.
 */
final class Fields_In_WordPress_Test extends GDM_WordPress_Test_Case {

	/**
	 * A one-line text keeps what the page shows and loses any markup or script.
	 */
	public function test_text_is_cleaned_of_markup() {
		$price = $this->field( 'service', 'price' );
		$this->assertSame( '$8–$14 per sq ft', gdm_concrete_sanitize_field( $price, "<script>alert('x')</script>$8–$14\n<b>per</b> sq ft " ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $price, array( 'not', 'text' ) ) );
	}

	/**
	 * A list keeps one item a line, without markup.
	 */
	public function test_lines_keep_their_lines() {
		$this->assertSame(
			"50309\n50310\n50311",
			gdm_concrete_sanitize_field( $this->field( 'location', 'zip_codes' ), "50309\n<i>50310</i>\n50311<script>alert(1)</script> " )
		);
	}

	/**
	 * An address is an http(s) address or nothing: no script and no other scheme reaches a link on
	 * the site (WordPress itself would allow ftp: and others).
	 */
	public function test_addresses_are_http_or_nothing() {
		$facebook = $this->field( 'site_option', 'facebook' );
		$this->assertSame( 'https://www.facebook.com/gdmconcrete', gdm_concrete_sanitize_field( $facebook, '  https://www.facebook.com/gdmconcrete ' ) );
		$this->assertSame( 'http://facebook.com/gdmconcrete', gdm_concrete_sanitize_field( $facebook, 'facebook.com/gdmconcrete' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $facebook, 'javascript:alert(document.cookie)' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $facebook, 'JavaScript:alert(1)' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $facebook, 'ftp://files.example.com/' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $facebook, 'data:text/html,<script>alert(1)</script>' ) );
	}

	/**
	 * An e-mail address is kept, and text that is not one is dropped.
	 */
	public function test_email() {
		$email = $this->field( 'site_option', 'email' );
		$this->assertSame( 'office@gdmconcrete.com', gdm_concrete_sanitize_field( $email, ' office@gdmconcrete.com' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $email, 'call the office' ) );
	}

	/**
	 * A text with a `max` is cut there when it is saved (the edit screen's input stops there; a REST
	 * write does not), counted in characters, not bytes.
	 */
	public function test_bounded_text_is_cut_at_its_max() {
		$title = $this->field( 'service', 'seo_title' );
		$this->assertSame( 100, $title['max'] );
		$typed = str_repeat( 'Béton ', 30 );
		$saved = gdm_concrete_sanitize_field( $title, $typed );
		$this->assertSame( 'Béton Béton', substr( $saved, 0, 13 ) );
		$this->assertLessThanOrEqual( 100, mb_strlen( $saved ) );
		$this->assertSame( 'Stamped Patios in Ankeny | Free Estimates', gdm_concrete_sanitize_field( $title, ' Stamped Patios in Ankeny | <b>Free</b> Estimates ' ) );
		$description = $this->field( 'location', 'seo_description' );
		$this->assertLessThanOrEqual( 300, mb_strlen( gdm_concrete_sanitize_field( $description, str_repeat( "One line.\n", 60 ) ) ) );
	}

	/**
	 * A link to a page of the site is its address, and nothing that leaves the site: no other host, no
	 * scheme, no `//host`, no `..`, no query.
	 */
	public function test_a_page_is_an_address_of_the_site() {
		$link = $this->field( 'site_option', 'home_hero_button_1_link' );
		$this->assertSame( '/quote', gdm_concrete_sanitize_field( $link, ' /quote ' ) );
		$this->assertSame( '/services/stamped-concrete', gdm_concrete_sanitize_field( $link, '/services/stamped-concrete' ) );
		$this->assertSame( '/', gdm_concrete_sanitize_field( $link, '/' ) );
		foreach ( array( 'https://evil.example/', '//evil.example/quote', 'javascript:alert(1)', '/../wp-admin', '/quote?x=1', 'quote', '/Quote', '/services//patios' ) as $elsewhere ) {
			$this->assertSame( '', gdm_concrete_sanitize_field( $link, $elsewhere ), $elsewhere );
		}
	}

	/**
	 * The call to action's background is a Media Library picture; an address pasted when the field
	 * asked for one is kept by a save that sends it back unchanged, and answered as it is, which the
	 * site reads as before. A picture chosen replaces it; a new address typed is not kept.
	 */
	public function test_the_call_to_actions_old_address_is_kept_until_a_picture_is_chosen() {
		$field = $this->field( 'site_option', 'cta_background' );
		$this->assertSame( 'image', $field['kind'] );
		$old = 'https://cms.example.com/wp-content/uploads/2024/03/banner.jpg';
		$id  = wp_insert_post(
			array(
				'post_type'   => 'site_option',
				'post_name'   => 'cta',
				'post_title'  => 'Call to action',
				'post_status' => 'publish',
			)
		);
		$key = gdm_concrete_meta_key( 'cta_background' );
		$this->store_as_before( $id, $key, $old );
		$fields = array( 'cta_background' => $field );

		gdm_concrete_save_fields( $id, $fields, array( 'cta_background' => $old ) );
		$this->assertSame( $old, get_post_meta( $id, $key, true ), 'sent back unchanged' );
		$this->assertSame( $old, gdm_concrete_rest_value( $field, $old ) );

		gdm_concrete_save_fields( $id, $fields, array( 'cta_background' => 'https://elsewhere.example/new.jpg' ) );
		$this->assertSame( '', get_post_meta( $id, $key, true ), 'a new address typed' );

		$this->store_as_before( $id, $key, $old );
		gdm_concrete_save_fields( $id, $fields, array( 'cta_background' => '412' ) );
		$this->assertSame( '412', get_post_meta( $id, $key, true ), 'a picture chosen' );
		gdm_concrete_save_fields( $id, $fields, array( 'cta_background' => '' ) );
		$this->assertSame( '', get_post_meta( $id, $key, true ), 'removed' );
	}

	/**
	 * A value as an earlier version stored it, past today's cleaning of its field (register_post_meta's).
	 *
	 * @param int    $id    Post ID.
	 * @param string $key   Meta key.
	 * @param string $value The value.
	 */
	private function store_as_before( $id, $key, $value ) {
		global $wpdb;
		delete_post_meta( $id, $key );
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- undone at the test's end
			$wpdb->postmeta,
			array(
				'post_id'    => $id,
				'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- one row
				'meta_value' => $value, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- one row
			)
		);
		wp_cache_delete( $id, 'post_meta' );
		$this->assertSame( $value, get_post_meta( $id, $key, true ) );
	}

	/**
	 * The site's own pages a link may choose besides its records: site-pages.json's `_links`, each an
	 * address of the site with its title.
	 */
	public function test_site_links() {
		$links = gdm_concrete_site_links();
		$this->assertSame( 'Request a Free Quote', $links['/quote'] ?? null );
		foreach ( $links as $path => $title ) {
			$this->assertSame( $path, gdm_concrete_site_path( $path ) );
			$this->assertNotSame( '', $title );
		}
	}
}
