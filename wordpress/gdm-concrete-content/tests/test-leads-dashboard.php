<?php
/**
 * The dashboard widget's instant estimates (includes/leads-dashboard.php): per service, the estimates
 * shown and sent in each period, as the website's summary answers them, escaped.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The widget's "Instant estimates" table.
 */
final class Leads_Dashboard_Test extends GDM_Concrete_Test_Case {

	/**
	 * The periods the widget shows.
	 *
	 * @var array<string, string>
	 */
	private $periods = array(
		'week'  => 'Last 7 days',
		'month' => 'Last 30 days',
	);

	/**
	 * The table as the widget prints it.
	 *
	 * @param array<string, mixed> $summary The website's summary.
	 * @return string
	 */
	private function table( $summary ) {
		ob_start();
		gdm_concrete_leads_dashboard_estimates( $summary, $this->periods );
		return (string) ob_get_clean();
	}

	/**
	 * A service's row: its name, then shown and sent for the week and the month; services with
	 * nothing in either period are left out.
	 */
	public function test_shows_estimates_shown_and_sent_per_service_for_each_period() {
		$html = $this->table(
			array(
				'week'  => array(
					'estimates' => array(
						array(
							'service' => 'driveways',
							'label'   => 'Driveway',
							'shown'   => 1200,
							'sent'    => 3,
						),
						array(
							'service' => 'floors',
							'label'   => 'Polished or stained floor',
							'shown'   => 0,
							'sent'    => 0,
						),
					),
				),
				'month' => array(
					'estimates' => array(
						array(
							'service' => 'driveways',
							'label'   => 'Driveway',
							'shown'   => 4000,
							'sent'    => 9,
						),
					),
				),
			)
		);
		$this->assertStringContainsString( '<th scope="col">Shown, Last 7 days</th><th scope="col">Sent, Last 7 days</th>', $html );
		$this->assertStringContainsString( '<tr><th scope="row">Driveway</th><td>1,200</td><td>3</td><td>4,000</td><td>9</td></tr>', $html );
		$this->assertStringNotContainsString( 'Polished', $html );
	}

	/**
	 * What the website answers is text to show, never markup; a count that is not one is 0.
	 */
	public function test_escapes_what_the_website_answers() {
		$html = $this->table(
			array(
				'week' => array(
					'estimates' => array(
						array(
							'service' => 'patios',
							'label'   => '<script>alert(1)</script>',
							'shown'   => '5',
							'sent'    => array( 'x' ),
						),
					),
				),
			)
		);
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $html );
		$this->assertStringContainsString( '<td>5</td><td>0</td><td>0</td><td>0</td>', $html );
	}

	/**
	 * No estimate yet, or a summary without the estimates (an older website): a sentence, no table.
	 */
	public function test_says_so_when_no_estimate_was_shown() {
		$this->assertSame( '<p>No estimates shown yet.</p>', $this->table( array( 'week' => array( 'total' => 3 ) ) ) );
		$this->assertSame( '<p>No estimates shown yet.</p>', $this->table( array() ) );
	}
}
