<?php
/**
 * Repeatable rows (includes/rows.php): stored rows are read with their field's columns, the "a | b"
 * lines of plugin 1.4.0 and earlier as before, and a row's problems are named; an address on the site's
 * own host is its path. Rows saved through WordPress's cleaning, and the 1.5.0 upgrade in its database:
 * tests/wordpress/php/test-rows.php and test-gallery-rows.php.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * Rows read and checked, with the real field definitions of fields.json.
 */
final class Rows_Test extends GDM_Concrete_Test_Case {

	/**
	 * A full address on the website's own host, with www. or without, a trailing slash or a query, is
	 * the page's path; one on another host or port stays as typed, for the checks to name.
	 */
	public function test_an_address_on_the_sites_own_host_is_its_path() {
		$this->connect( 'https://www.gdm-concrete.test' );
		$this->assertSame( '/services/stamped-concrete', gdm_concrete_own_address_as_path( 'https://gdm-concrete.test/services/stamped-concrete/' ) );
		$this->assertSame( '/services/patios', gdm_concrete_own_address_as_path( 'https://www.gdm-concrete.test/services/patios?utm_source=x' ) );
		foreach ( array( 'https://other-contractor.example/services/patios', 'https://www.gdm-concrete.test:8443/services/patios', '/services/patios' ) as $kept ) {
			$this->assertSame( $kept, gdm_concrete_own_address_as_path( $kept ), $kept );
		}
	}

	/**
	 * A value still in the old lines (a site part-way through its upgrade) is read as 1.4.0 read it:
	 * one row a line, cells trimmed, blank lines skipped, missing cells empty.
	 */
	public function test_old_lines_are_read_as_before() {
		$this->assertSame(
			array(
				array(
					'question' => 'Do you pull permits?',
					'answer'   => 'Yes, always.',
				),
				array(
					'question' => 'Do you seal it?',
					'answer'   => '',
				),
			),
			gdm_concrete_rest_value( $this->field( 'service', 'faqs' ), "  Do you pull permits? |Yes, always.  \r\n\r\n\nDo you seal it?\n" )
		);
	}

	/**
	 * Stored JSON is read with exactly the field's columns, each a string, whatever else it holds.
	 */
	public function test_stored_json_is_read_with_the_fields_columns() {
		$this->assertSame(
			array(
				array(
					'question' => '12',
					'answer'   => '',
				),
			),
			gdm_concrete_rows( '[{"question":12,"answer":["a"],"other":"x"},"not a row"]', $this->field( 'service', 'faqs' ) )
		);
	}

	/**
	 * What the editor is told after saving: a required cell left empty and stars out of range, each
	 * naming the row; a good row says nothing.
	 */
	public function test_row_problems_name_the_row_and_column() {
		$testimonials = $this->field( 'location', 'testimonials' );
		$rows         = array(
			array(
				'content'  => 'Great crew.',
				'author'   => 'Dana',
				'location' => '',
				'rating'   => '5',
			),
			array(
				'content'  => 'Fast.',
				'author'   => '',
				'location' => '',
				'rating'   => '9',
			),
		);

		$this->assertSame(
			array( 'Testimonial 2 has no name.', 'Stars in testimonial 2 must be 1 to 5.' ),
			gdm_concrete_row_problems( $testimonials, $rows )
		);
	}
}
