<?php
/**
 * The Leads screen's words for what the website answers (includes/leads-api.php): where a delivery
 * goes is named as destinations.json names it, the list the website's e-mails and pages read too.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * A delivery's destination, in the owner's words.
 */
final class Leads_Api_Test extends GDM_Concrete_Test_Case {

	/**
	 * Each destination the website delivers to has its label; one the plugin does not know (a newer
	 * website's) is still shown, as Other.
	 */
	public function test_each_destination_is_named_as_the_website_names_it() {
		$this->assertSame( 'Lead service', gdm_concrete_leads_destination_label( 'webhook' ) );
		$this->assertSame( 'E-mail to the business', gdm_concrete_leads_destination_label( 'email' ) );
		$this->assertSame( 'Other', gdm_concrete_leads_destination_label( 'fax' ) );
		$this->assertSame( 'Other', gdm_concrete_leads_destination_label( '_about' ) );
	}
}
