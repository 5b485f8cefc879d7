<?php
/**
 * Fields (includes/fields.php): each kind is cleaned as it is saved and answered in the shape the
 * site reads.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * Saving and answering the fields of fields.json.
 */
final class Fields_Test extends GDM_Concrete_Test_Case {

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
	 * A number is kept as typed when it is one, and dropped when not; the site reads a number.
	 */
	public function test_numbers() {
		$latitude = $this->field( 'location', 'latitude' );
		$this->assertSame( '41.7317', gdm_concrete_sanitize_field( $latitude, ' 41.7317 ' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $latitude, '41.7N' ) );
		$this->assertSame( 41.7317, gdm_concrete_rest_value( $latitude, '41.7317' ) );
		$this->assertSame( 5, gdm_concrete_rest_value( $this->field( 'post', 'rating' ), '5' ) );
		$this->assertNull( gdm_concrete_rest_value( $latitude, '' ) );
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
	 * A picture is a Media Library ID; anything else is dropped.
	 */
	public function test_a_picture_is_a_media_library_id() {
		$picture = $this->field( 'site_option', 'home_hero_image' );
		$this->assertSame( '412', gdm_concrete_sanitize_field( $picture, ' 412 ' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $picture, 'https://cms.example.com/wp-content/uploads/hero.jpg' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $picture, '-3' ) );
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

	/**
	 * The settings page offers only the options the site shows: the home page, the call to action,
	 * the contact information and the price list; the footer and header menu, which the site never
	 * showed, are gone.
	 */
	public function test_the_settings_page_offers_only_what_the_site_shows() {
		$this->assertSame( array( 'home_page', 'cta', 'contact_info', 'price_list' ), array_keys( gdm_concrete_option_slugs() ) );
		foreach ( gdm_concrete_option_fields() as $name => $field ) {
			$this->assertArrayHasKey( $field['option'], gdm_concrete_option_slugs(), $name );
		}
	}

	/**
	 * The names the site reads in `acf`: a grouped field answers in its group, once.
	 */
	public function test_rest_names() {
		$names = gdm_concrete_rest_names( gdm_concrete_option_fields() );
		$this->assertContains( 'social_media', $names );
		$this->assertContains( 'hero_image', $names );
		$this->assertNotContains( 'facebook', $names );
		$this->assertSame( $names, array_values( array_unique( $names ) ) );
	}
}
