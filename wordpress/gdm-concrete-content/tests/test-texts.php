<?php
/**
 * Settings → Concrete site, "Text messages" (includes/texts.php): what it says of the website's
 * answer, and what a test text came to, number by number.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The section's sentences and the test's notices.
 */
final class Texts_Test extends GDM_Concrete_Test_Case {

	/**
	 * The website's answer when texts are on, as GET /api/admin/leads/sms gives it.
	 *
	 * @return array<string, mixed>
	 */
	private function on() {
		return array(
			'on'              => true,
			'settings'        => 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO',
			'numbers'         => array(
				array(
					'number' => '+15155550142',
					'shown'  => '+1 515-555-0142',
				),
			),
			'sender'          => array(
				'kind'   => 'number',
				'number' => '+15155550100',
				'shown'  => '+1 515-555-0100',
			),
			'quietHours'      => array(
				'from' => '9 PM',
				'to'   => '6 AM',
			),
			'quietHoursWords' => '9 PM to 6 AM, Des Moines time',
		);
	}

	/**
	 * On: the numbers texted, what they come from, and the quiet hours, in the owner's words.
	 */
	public function test_says_texts_are_on_to_which_numbers_and_the_quiet_hours() {
		$this->assertSame(
			array(
				'Texts are on: each new lead is texted to +1 515-555-0142.',
				'They come from +1 515-555-0100, the website\'s Twilio number.',
				'Quiet hours, 9 PM to 6 AM, Des Moines time: a lead that comes in between 9 PM and 6 AM is texted at 6 AM, unless the visitor asked for “as soon as possible”. Set SMS_QUIET_HOURS on the website to change them.',
			),
			gdm_concrete_texts_lines( $this->on() )
		);
		$two                      = $this->on();
		$two['numbers'][]         = array(
			'number' => '+15155550143',
			'shown'  => '+1 515-555-0143',
		);
		$two['sender']            = array(
			'kind' => 'messaging-service',
			'sid'  => 'MG' . str_repeat( 'b2', 16 ),
		);
		$two['quietHours']        = null;
		$two['quietHoursWords']   = 'off';
		$lines                    = gdm_concrete_texts_lines( $two );
		$this->assertSame( 'Texts are on: each new lead is texted to +1 515-555-0142 and +1 515-555-0143.', $lines[0] );
		$this->assertStringContainsString( 'Messaging Service', $lines[1] );
		$this->assertSame( 'Quiet hours are off: each lead is texted at once, day or night (SMS_QUIET_HOURS).', $lines[2] );
	}

	/**
	 * Off (or an answer that is not one): the settings that turn texts on, named.
	 */
	public function test_says_texts_are_off_and_which_settings_turn_them_on() {
		$off = array(
			'on'              => false,
			'settings'        => 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO',
			'numbers'         => array(),
			'sender'          => null,
			'quietHours'      => array(
				'from' => '9 PM',
				'to'   => '6 AM',
			),
			'quietHoursWords' => '9 PM to 6 AM, Des Moines time',
		);
		$lines = gdm_concrete_texts_lines( $off );
		$this->assertSame( 'Texts are off: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO on the website to have each lead texted to you.', $lines[0] );
		$this->assertCount( 2, $lines );
		$this->assertSame(
			array( 'Texts are off: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO on the website to have each lead texted to you.' ),
			gdm_concrete_texts_lines( 'not an answer' )
		);
	}

	/**
	 * A test: a notice per number, sent or not with Twilio's answer; a refused test says why in the
	 * website's words (the 30 seconds), any other failure in the call's.
	 */
	public function test_a_test_is_told_number_by_number() {
		$notices = gdm_concrete_texts_test_notices(
			array(
				'ok'     => true,
				'status' => 200,
				'data'   => array(
					'sent'    => false,
					'results' => array(
						array(
							'number' => '+15155550142',
							'shown'  => '+1 515-555-0142',
							'sent'   => true,
							'answer' => 'Twilio took it: SM0123, HTTP 201',
						),
						array(
							'number' => '+15155550143',
							'shown'  => '+1 515-555-0143',
							'sent'   => false,
							'answer' => 'refused: Twilio HTTP 400 21614: not a valid mobile number',
						),
					),
				),
				'error'  => '',
			)
		);
		$this->assertSame(
			array(
				array(
					'type' => 'success',
					'text' => 'Test text sent to +1 515-555-0142 (Twilio took it: SM0123, HTTP 201). It should arrive within a minute.',
				),
				array(
					'type' => 'error',
					'text' => 'Test text NOT sent to +1 515-555-0143: refused: Twilio HTTP 400 21614: not a valid mobile number',
				),
			),
			$notices
		);
		$too_soon = gdm_concrete_texts_test_notices(
			array(
				'ok'     => false,
				'status' => 429,
				'data'   => array( 'error' => 'A test text was sent less than 30 seconds ago: try again in 27 seconds.' ),
				'error'  => 'The website answered HTTP 429: too many calls this minute; try again in a minute.',
			)
		);
		$this->assertSame( 'No test text was sent: A test text was sent less than 30 seconds ago: try again in 27 seconds.', $too_soon[0]['text'] );
		$refused = gdm_concrete_texts_test_notices(
			array(
				'ok'     => false,
				'status' => 401,
				'data'   => array( 'error' => 'Bad signature' ),
				'error'  => 'The website answered HTTP 401: the secret differs.',
			)
		);
		$this->assertSame( 'No test text was sent: The website answered HTTP 401: the secret differs.', $refused[0]['text'] );
	}
}
