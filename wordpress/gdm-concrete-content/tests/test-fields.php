<?php
/**
 * Fields (includes/fields.php): numbers and pictures are kept only when they are one and answered in
 * the shape the site reads; the settings page offers the site's options. Text, addresses, e-mail and
 * links cleaned by WordPress's sanitising: tests/wordpress/php/test-fields.php.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * Saving and answering the fields of fields.json that need no WordPress.
 */
final class Fields_Test extends GDM_Concrete_Test_Case {

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
	 * A picture is a Media Library ID; anything else is dropped.
	 */
	public function test_a_picture_is_a_media_library_id() {
		$picture = $this->field( 'site_option', 'home_hero_image' );
		$this->assertSame( '412', gdm_concrete_sanitize_field( $picture, ' 412 ' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $picture, 'https://cms.example.com/wp-content/uploads/hero.jpg' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $picture, '-3' ) );
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
