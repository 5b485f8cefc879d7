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
	 * The footer's columns and the header menu from their "Label | /path" lines, as the site reads them.
	 */
	public function test_menus() {
		$this->assertSame(
			array(
				array(
					'heading' => 'Services',
					'links'   => array(
						array(
							'label' => 'Driveways',
							'href'  => '/services/driveways',
						),
						array(
							'label' => 'Patios',
							'href'  => '/services/patios',
						),
					),
				),
				array(
					'heading' => 'Company',
					'links'   => array(),
				),
			),
			gdm_concrete_rest_value( $this->field( 'site_option', 'footer_columns' ), "Services\n- Driveways | /services/driveways\r\n  - Patios|/services/patios\n\nCompany" )
		);
		$this->assertSame(
			array(
				array(
					'label'    => 'Services',
					'href'     => '/services',
					'children' => array(
						array(
							'label' => 'Driveways',
							'href'  => '/services/driveways',
						),
					),
				),
				array(
					'label' => 'Contact',
					'href'  => '/contact',
				),
			),
			gdm_concrete_rest_value( $this->field( 'site_option', 'header_menu' ), "- Orphan | /nowhere\nServices | /services\n- Driveways | /services/driveways\nContact | /contact" )
		);
	}

	/**
	 * The names the site reads in `acf`: a grouped field answers in its group, once.
	 */
	public function test_rest_names() {
		$names = gdm_concrete_rest_names( gdm_concrete_option_fields() );
		$this->assertContains( 'social_media', $names );
		$this->assertContains( 'columns', $names );
		$this->assertNotContains( 'facebook', $names );
		$this->assertSame( $names, array_values( array_unique( $names ) ) );
	}
}
